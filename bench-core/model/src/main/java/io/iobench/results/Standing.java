package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonProperty;

/** Whether a recommended technique is a change to make, and if not, why not. */
public enum Standing {
  /** A change the app can make that saves a meaningful share of the profiled run. */
  @JsonProperty("change")
  CHANGE,

  /**
   * Faster beyond the noise, but saving less than the minimum share of the profiled run's wall time
   * ({@code --min-saving}): an option, not a change to make.
   */
  @JsonProperty("small-gain")
  SMALL_GAIN,

  /**
   * None of the changes the app can make at the layer it calls: a change inside the library or
   * engine that does the I/O, for whoever owns that code.
   */
  @JsonProperty("own-code-only")
  OWN_CODE_ONLY,

  /**
   * Measured faster on a file system where {@code force()} waits for no device (tmpfs, ramfs), for
   * a workload that forces its writes and whose file was not on such a file system (or on one the
   * profile does not tell): the waits for the disk that the app's forces made, often most of its
   * time, were not in the replay, so neither the speed-up nor the saving is the app's. Not a change
   * to make until replayed on the file's own file system; kept, not dropped, so what was measured
   * stays in view.
   */
  @JsonProperty("force-not-measured")
  FORCE_NOT_MEASURED
}
