package io.iobench.layer.logging;

import static io.iobench.layer.LayerKind.LOGGING;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/**
 * Log4j 2's RandomAccessFile and RollingRandomAccessFile appenders: always buffered, but with
 * {@code immediateFlush} true, the default, the buffer is written after every event.
 */
public final class Log4jRandomAccessFileAppenderLayer {
  public static final Layer LAYER =
      Layer.library(
              "log4j2-random-access-file-appender",
              LOGGING,
              "org.apache.logging.log4j.core.appender.RandomAccessFileManager",
              "org.apache.logging.log4j.core.appender.RandomAccessFileAppender",
              "org.apache.logging.log4j.core.appender.rolling.RollingRandomAccessFileManager",
              "org.apache.logging.log4j.core.appender.RollingRandomAccessFileAppender")
          .refines(Log4jFileAppenderLayer.LAYER)
          .title("Log4j 2 RandomAccessFile appender")
          .change(
              Changes.log4jImmediateFlushOff(
                  "RandomAccessFile",
                  " and give it a bigger bufferSize.",
                  "bufferSize=\"262144\"",
                  "immediateFlush=\"true\"",
                  List.of("raf-write", "buffered-out"),
                  "A crash loses the events still in the buffer (up to bufferSize)."))
          .build();

  private Log4jRandomAccessFileAppenderLayer() {}
}
