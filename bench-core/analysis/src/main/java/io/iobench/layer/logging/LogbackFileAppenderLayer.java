package io.iobench.layer.logging;

import static io.iobench.layer.Control.SETTING;
import static io.iobench.layer.LayerKind.LOGGING;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * logback's FileAppender and RollingFileAppender: with {@code immediateFlush} true, the default,
 * every event is flushed to the file, one write per event.
 */
public final class LogbackFileAppenderLayer {
  public static final Layer LAYER =
      Layer.library("logback-file-appender", LOGGING, "ch.qos.logback.")
          .title("logback FileAppender / RollingFileAppender")
          .change(
              SETTING,
              "Turn off the appender's immediateFlush and give it a bigger buffer.",
              """
              <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                <file>app.log</file>
                <immediateFlush>false</immediateFlush>
                <bufferSize>256KB</bufferSize>
                <encoder><pattern>%d %level %logger - %msg%n</pattern></encoder>
              </appender>
              <!-- in code: appender.setImmediateFlush(false);
                   appender.setBufferSize(FileSize.valueOf("256KB")); -->""",
              List.of("buffered-out"),
              "A crash loses the events still in the buffer (up to its size); logback flushes"
                  + " it when the context stops, so stop it at exit (a shutdown hook).",
              "flush() is not a sync: events flushed one by one were in the OS, not on the disk,"
                  + " either way.")
          .before(
              """
              <appender name="FILE" class="ch.qos.logback.core.FileAppender">
                <file>app.log</file>
                <!-- immediateFlush is true unless set: one write of the file per event -->
                <encoder><pattern>%d %level %logger - %msg%n</pattern></encoder>
              </appender>""")
          .build();

  private LogbackFileAppenderLayer() {}
}
