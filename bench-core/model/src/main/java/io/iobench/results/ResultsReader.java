package io.iobench.results;

import io.iobench.profile.DocumentException;
import io.iobench.profile.JsonDocuments;
import java.nio.file.Path;

/**
 * Reads a results file of {@code replay} or {@code bench}, with a clear error for one that cannot
 * be used.
 */
public final class ResultsReader {
  private ResultsReader() {}

  /**
   * @throws DocumentException with a message of the form "FILE: problem"
   */
  public static ReplayResults read(Path file) {
    ReplayResults results =
        JsonDocuments.read(
            file,
            ReplayResults.FORMAT,
            ReplayResults.VERSION,
            "iobench replay result",
            ReplayResults.class,
            DocumentException::new);
    for (WorkloadResult w : results.workloads) {
      String[] paths = CopyPaths.split(w.path, w.target);
      w.path = paths[0];
      w.target = paths[1];
    }
    for (RecommendationResult r : results.recommendations) {
      String[] paths = CopyPaths.split(r.path, r.target);
      r.path = paths[0];
      r.target = paths[1];
    }
    return results;
  }
}
