package io.iobench.technique;

import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.util.List;

/**
 * One way of doing a workload's I/O in Java, small and self-describing: what it applies to, the
 * code a user would write, its caveats, and the replay itself.
 *
 * <p>{@link #run} must move exactly the bytes the workload asks for, in its order: every read byte
 * goes to the probe ({@link Probe#data}), every written byte comes from {@link
 * io.iobench.workload.Content}, and every I/O call is bracketed by {@link Probe#begin} / {@link
 * Probe#end}. The runner verifies the result; a technique that moves other bytes is an error.
 */
public interface Technique {
  /**
   * Unique in the catalogue and stable across runs: family and size, e.g. {@code
   * channel-direct/64k}.
   */
  String id();

  /** The family without the size, e.g. {@code channel-direct}. */
  String family();

  /** Human title, e.g. {@code FileChannel + direct ByteBuffer (64 KiB)}. */
  String title();

  Operation operation();

  /**
   * Bytes per I/O call this technique makes, 0 where it has no buffer (transferTo, readAllBytes).
   */
  int bufferSize();

  /** How big a change switching to this technique is, for preferring the least invasive one. */
  Invasiveness invasiveness();

  /**
   * Whether this technique is a sensible alternative for the workload (same operation, sizes fit).
   */
  boolean appliesTo(Workload workload);

  /** The Java code that does the workload this way, as a user would write it (a few lines). */
  String code(Workload workload);

  /** What to watch out for when switching to this technique (durability, memory, file size). */
  List<String> caveats(Workload workload);

  /** Does one round of the workload on the given files. */
  void run(Workload workload, RoundFiles files, Probe probe) throws IOException;
}
