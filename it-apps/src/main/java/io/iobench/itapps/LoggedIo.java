package io.iobench.itapps;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.logging.FileHandler;
import java.util.logging.Level;
import java.util.logging.SimpleFormatter;
import org.apache.logging.log4j.LogManager;
import org.slf4j.LoggerFactory;

/**
 * Logs through a real logging framework's file appender, configured as out of the box (a write or a
 * flush per event), so the call path runs from the app's method through the framework to the JDK:
 * logback's FileAppender, Log4j 2's File, RandomAccessFile or MemoryMappedFile appender, or
 * java.util.logging's FileHandler. Prints how many events the log holds.
 *
 * <p>Usage: {@code LoggedIo DIR [EVENTS] [logback|log4j2-file|log4j2-raf|log4j2-mmap|jul]}
 */
public final class LoggedIo {
  private LoggedIo() {}

  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    int events = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
    String framework = args.length > 2 ? args[2] : "logback";
    Path log = dir.resolve("app.log");
    Files.deleteIfExists(log);
    switch (framework) {
      case "logback":
        logback(log, events);
        break;
      case "log4j2-file":
        log4j2(dir, log, "File", events);
        break;
      case "log4j2-raf":
        log4j2(dir, log, "RandomAccessFile", events);
        break;
      case "log4j2-mmap":
        log4j2(dir, log, "MemoryMappedFile", events);
        break;
      case "jul":
        jul(log, events);
        break;
      default:
        throw new IllegalArgumentException("unknown framework " + framework);
    }
    long lines =
        Files.readAllLines(log, StandardCharsets.ISO_8859_1).stream()
            .filter(l -> l.contains(" shipped"))
            .count();
    System.out.println("events = " + lines);
  }

  private static void logback(Path log, int events) {
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    context.reset();
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern("%level %logger{0} - %msg%n");
    encoder.start();
    FileAppender<ILoggingEvent> appender = new FileAppender<>();
    appender.setContext(context);
    appender.setFile(log.toString());
    appender.setEncoder(encoder);
    appender.start();
    context.getLogger(Logger.ROOT_LOGGER_NAME).addAppender(appender);
    logEvents(LoggerFactory.getLogger(LoggedIo.class), events);
    context.stop();
  }

  /** Log4j 2 configured by a file, as apps do, with the appender's defaults. */
  private static void log4j2(Path dir, Path log, String appender, int events) throws IOException {
    Path config = dir.resolve("log4j2.xml");
    Files.writeString(
        config,
        "<Configuration status=\"ERROR\">\n"
            + "  <Appenders>\n"
            + "    <"
            + appender
            + " name=\"F\" fileName=\""
            + log
            + "\"><PatternLayout pattern=\"%p %c{1} - %m%n\"/></"
            + appender
            + ">\n"
            + "  </Appenders>\n"
            + "  <Loggers><Root level=\"info\"><AppenderRef ref=\"F\"/></Root></Loggers>\n"
            + "</Configuration>\n");
    System.setProperty("log4j2.configurationFile", config.toString());
    System.setProperty("log4j2.shutdownHookEnabled", "false");
    org.apache.logging.log4j.Logger logger = LogManager.getLogger(LoggedIo.class);
    for (int i = 0; i < events; i++) {
      logger.info("order {} shipped", i);
    }
    LogManager.shutdown();
  }

  private static void jul(Path log, int events) throws IOException {
    java.util.logging.Logger logger = java.util.logging.Logger.getLogger("orders");
    logger.setUseParentHandlers(false);
    FileHandler handler = new FileHandler(log.toString());
    handler.setFormatter(new SimpleFormatter());
    logger.addHandler(handler);
    logger.setLevel(Level.INFO);
    for (int i = 0; i < events; i++) {
      logger.info("order " + i + " shipped");
    }
    handler.close();
  }

  private static void logEvents(org.slf4j.Logger log, int events) {
    for (int i = 0; i < events; i++) {
      log.info("order {} shipped", i);
    }
  }
}
