package io.iobench.technique;

import java.nio.file.Path;

/**
 * The files of one round, prepared by the runner outside the timed region.
 *
 * @param input a file of the workload's size holding {@link io.iobench.workload.Content} (READ,
 *     COPY, UPDATE), or null
 * @param output where a WRITE or COPY writes: a fresh path every round, which does not exist yet,
 *     or exists at full size when the workload is preallocated (written over in place) or replacing
 *     (opened as Java does by default, so mostly truncated: what seed 004's "existing target"
 *     measures)
 * @param sink a device that discards what is written to it (/dev/null), for SINK
 */
public record RoundFiles(Path input, Path output, Path sink) {}
