package io.iobench.layer.logging;

import static io.iobench.layer.Control.SETTING;
import static io.iobench.layer.LayerKind.LOGGING;

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
              SETTING,
              "Turn off the appender's immediateFlush and give it a bigger bufferSize.",
              """
              <RandomAccessFile name="File" fileName="app.log"
                                immediateFlush="false" bufferSize="262144">
                <PatternLayout pattern="%d %p %c - %m%n"/>
              </RandomAccessFile>""",
              List.of("raf-write", "buffered-out"),
              "A crash loses the events still in the buffer (up to bufferSize).")
          .before(
              """
              <RandomAccessFile name="File" fileName="app.log">  <!-- immediateFlush="true" -->
                <PatternLayout pattern="%d %p %c - %m%n"/>
              </RandomAccessFile>""")
          .build();

  private Log4jRandomAccessFileAppenderLayer() {}
}
