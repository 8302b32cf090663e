package io.iobench.benchmarks.layered;

import java.nio.file.Files;
import java.nio.file.Path;
import org.apache.logging.log4j.Logger;
import org.apache.logging.log4j.core.LoggerContext;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * Logs events through Log4j 2's File appender, configured by a file as apps do. Mistaken: its
 * defaults (immediateFlush, a write per event); tuned: {@code immediateFlush="false"
 * bufferedIo="true" bufferSize="262144"}.
 */
final class Log4jPhase extends LayeredPhase {
  static final int EVENTS = 200_000;

  Log4jPhase() {
    super("log4j2", ".log");
  }

  @Override
  long run(Path file, boolean tuned) throws Exception {
    Files.deleteIfExists(file);
    Path config = file.resolveSibling(tuned ? "log4j2-tuned.xml" : "log4j2.xml");
    Files.writeString(
        config,
        "<Configuration status=\"ERROR\">\n"
            + "  <Appenders>\n"
            + "    <File name=\"F\" fileName=\""
            + file
            + "\""
            + (tuned ? " immediateFlush=\"false\" bufferedIo=\"true\" bufferSize=\"262144\"" : "")
            + "><PatternLayout pattern=\"%p %c{1} - %m%n\"/></File>\n"
            + "  </Appenders>\n"
            + "  <Loggers><Root level=\"info\"><AppenderRef ref=\"F\"/></Root></Loggers>\n"
            + "</Configuration>\n");
    LoggerContext context = Configurator.initialize("layered", config.toString());
    Logger log = context.getLogger("orders");
    for (int i = 0; i < EVENTS; i++) {
      log.info("order {} shipped", i);
    }
    Configurator.shutdown(context);
    return Files.size(file);
  }
}
