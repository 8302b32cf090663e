package io.iobench.layer.logging;

import static io.iobench.layer.LayerKind.LOGGING;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;

/**
 * Log4j 2's MemoryMappedFile appender: events are copied into a mapped region, so the agent sees
 * its mappings and, when {@code immediateFlush} is set true (it is false unless set), a force() of
 * the region after every event.
 */
public final class Log4jMemoryMappedFileAppenderLayer {
  public static final Layer LAYER =
      Layer.library(
              "log4j2-memory-mapped-file-appender",
              LOGGING,
              "org.apache.logging.log4j.core.appender.MemoryMappedFileManager",
              "org.apache.logging.log4j.core.appender.MemoryMappedFileAppender")
          .refines(Log4jFileAppenderLayer.LAYER)
          .title("Log4j 2 MemoryMappedFile appender")
          .change(
              Changes.log4jImmediateFlushOff(
                  "MemoryMappedFile",
                  " (a force() per event) and size its region.",
                  "regionLength=\"33554432\"",
                  "immediateFlush=\"true\"",
                  List.of("mmap-write"),
                  "Without the force per event, a power loss (not a process crash: the pages are the"
                      + " kernel's) loses what was not yet written back."))
          .build();

  private Log4jMemoryMappedFileAppenderLayer() {}
}
