package io.iobench.benchmarks.layered;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.FileAppender;
import ch.qos.logback.core.util.FileSize;
import java.nio.file.Files;
import java.nio.file.Path;
import org.slf4j.LoggerFactory;

/**
 * Logs events through logback's FileAppender. Mistaken: as configured out of the box
 * (immediateFlush, a write per event); tuned: {@code immediateFlush=false} and a 256 KB buffer.
 * With {@code alreadyBuffered} both run the tuned way: the layer is used well.
 */
final class LogbackPhase extends LayeredPhase {
  static final int EVENTS = 100_000;
  private final boolean alreadyBuffered;

  LogbackPhase(boolean alreadyBuffered) {
    super(alreadyBuffered ? "logback-buffered" : "logback", ".log");
    this.alreadyBuffered = alreadyBuffered;
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    Files.deleteIfExists(file);
    LoggerContext context = (LoggerContext) LoggerFactory.getILoggerFactory();
    context.reset();
    PatternLayoutEncoder encoder = new PatternLayoutEncoder();
    encoder.setContext(context);
    encoder.setPattern("%level %logger{0} - %msg%n");
    encoder.start();
    FileAppender<ILoggingEvent> appender = new FileAppender<>();
    appender.setContext(context);
    appender.setFile(file.toString());
    appender.setEncoder(encoder);
    if (tuned || alreadyBuffered) {
      appender.setImmediateFlush(false);
      appender.setBufferSize(FileSize.valueOf("256KB"));
    }
    appender.start();
    context.getLogger(Logger.ROOT_LOGGER_NAME).addAppender(appender);
    org.slf4j.Logger log = LoggerFactory.getLogger("orders");
    for (int i = 0; i < EVENTS; i++) {
      log.info("order {} shipped", i);
    }
    context.reset();
    return Files.size(file);
  }
}
