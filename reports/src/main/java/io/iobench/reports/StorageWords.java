package io.iobench.reports;

import io.iobench.results.WorkloadResult;

/**
 * Where a workload was replayed, beside where its file lived, for the console and the HTML report.
 */
public final class StorageWords {
  private StorageWords() {}

  /** Whether the line for {@code storage} is a warning: the replay ran on another file system. */
  public static boolean isWarning(WorkloadResult.Storage storage) {
    return storage != null && storage.warning() != null;
  }

  /**
   * One line: a warning where the replay ran on another file system than the observed file's, else
   * where it ran; null for a workload that does not tell it (a scenario's, or an older file's).
   */
  public static String of(WorkloadResult.Storage storage) {
    if (storage == null) {
      return null;
    }
    if (isWarning(storage)) {
      return "warning: "
          + storage.warning()
          + ": its speed-ups are that file system's, not the app's storage's";
    }
    String where =
        storage.replayed == null
            ? "replayed in " + storage.dir + " (its file system could not be told)"
            : "replayed on " + storage.replayed + " (in " + storage.dir + ")";
    if (storage.observed == null) {
      return where
          + "; the profile does not tell the observed file's file system"
          + (storage.why == null ? "" : " (" + storage.why + ")");
    }
    return storage.replayed == null ? where : where + ", the observed file's own file system";
  }
}
