package io.iobench.itapps;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import org.slf4j.LoggerFactory;

/**
 * Logs through logback's FileAppender as configured out of the box (immediateFlush=true: one write
 * per event), so the call path runs from the app's method through the logging framework to the JDK.
 * Prints how many lines the log has.
 *
 * <p>Usage: {@code LoggedIo DIR [EVENTS]}
 */
public final class LoggedIo {
  private LoggedIo() {}

  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    int events = args.length > 1 ? Integer.parseInt(args[1]) : 2000;
    Path log = dir.resolve("app.log");
    Files.deleteIfExists(log);
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
    Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
    root.addAppender(appender);
    logEvents(LoggerFactory.getLogger(LoggedIo.class), events);
    context.stop();
    System.out.println("lines = " + Files.readAllLines(log).size());
  }

  private static void logEvents(org.slf4j.Logger log, int events) {
    for (int i = 0; i < events; i++) {
      log.info("order {} shipped", i);
    }
  }
}
