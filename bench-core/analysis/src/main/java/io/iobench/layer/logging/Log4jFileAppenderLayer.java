package io.iobench.layer.logging;

import static io.iobench.layer.LayerKind.LOGGING;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/**
 * Log4j 2's File and RollingFile appenders (their OutputStreamManager, which the RandomAccessFile
 * and MemoryMappedFile managers extend): with {@code immediateFlush} true, the default, every event
 * is a write of the file.
 */
public final class Log4jFileAppenderLayer {
  public static final Layer LAYER =
      Layer.library(
              "log4j2-file-appender",
              LOGGING,
              "org.apache.logging.log4j.core.appender.FileAppender",
              "org.apache.logging.log4j.core.appender.RollingFileAppender",
              "org.apache.logging.log4j.core.appender.FileManager",
              "org.apache.logging.log4j.core.appender.OutputStreamManager",
              "org.apache.logging.log4j.core.appender.rolling.RollingFileManager")
          .title("Log4j 2 File / RollingFile appender")
          .change(
              Changes.log4jImmediateFlushOff(
                  "File",
                  ", with bufferedIo and a bigger bufferSize.",
                  "bufferedIo=\"true\" bufferSize=\"262144\"",
                  "immediateFlush=\"true\" unless set",
                  List.of("buffered-out"),
                  "A crash loses the events still in the buffer (up to bufferSize); Log4j flushes it"
                      + " at shutdown.",
                  "flush() is not a sync either way."))
          .build();

  private Log4jFileAppenderLayer() {}
}
