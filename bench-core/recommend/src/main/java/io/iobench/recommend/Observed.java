package io.iobench.recommend;

import io.iobench.analysis.LibraryCalls;
import io.iobench.analysis.LibraryEntry;
import io.iobench.layer.AppLayer;

/**
 * What the profile says of the app's side of a workload, for the recommendation.
 *
 * @param callSite where the app does the I/O, or null when unknown
 * @param observedNanos time the app spent on this I/O in the profiled run, 0 or less when unknown
 * @param runNanos wall time of the profiled run, 0 or less when unknown (a scenario has none)
 * @param layer the layer the app's frame called, or null
 * @param calls the calls the app made to the file, 0 when unknown
 * @param callSize the bytes of the app's usual call (the replayed call size)
 * @param library where the calls entered a library no layer row describes, or null
 * @param libraryCalls what the library the calls went through did to the file per call of the app
 * @param callerUnknown whether the profile walked the calls' stacks but not to the app's frame:
 *     whose code made them is unknown
 */
public record Observed(
    String callSite,
    long observedNanos,
    long runNanos,
    AppLayer layer,
    long calls,
    long callSize,
    LibraryEntry library,
    LibraryCalls libraryCalls,
    boolean callerUnknown) {
  /** A workload with no profile behind it: a standalone scenario's step. */
  public static final Observed NOTHING = new Observed(null, 0, 0, null);

  /** Without the calls' count and bytes, and not through a library. */
  public Observed(String callSite, long observedNanos, long runNanos, AppLayer layer) {
    this(callSite, observedNanos, runNanos, layer, 0, 0, null, LibraryCalls.NONE, false);
  }
}
