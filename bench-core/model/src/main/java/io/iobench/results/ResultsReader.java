package io.iobench.results;

import io.iobench.profile.DocumentException;
import io.iobench.profile.JsonDocuments;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

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
    for (int i = 0; i < results.workloads.size(); i++) {
      WorkloadResult w = results.workloads.get(i);
      String[] paths = CopyPaths.split(w.path, w.target);
      w.path = paths[0];
      w.target = paths[1];
      if (w.key == null) {
        if (w.path == null || w.operation == null) {
          throw new DocumentException(
              file
                  + ": workload "
                  + (i + 1)
                  + " has no "
                  + (w.path == null ? "path" : "operation"));
        }
        w.key =
            WorkloadKey.of(
                w.path, w.target, w.operation, w.observed == null ? null : w.observed.callSite);
      }
    }
    for (int i = 0; i < results.recommendations.size(); i++) {
      RecommendationResult r = results.recommendations.get(i);
      String[] paths = CopyPaths.split(r.path, r.target);
      r.path = paths[0];
      r.target = paths[1];
      if (r.key == null) {
        WorkloadResult w = madeFor(r, results.workloads);
        if (w == null) {
          throw new DocumentException(
              file + ": recommendation " + (i + 1) + " (" + r.label() + ") is of no workload");
        }
        r.key = w.key;
      }
    }
    return results;
  }

  /**
   * The workload a recommendation of a results file written before keys was made for: it carried
   * the workload's file (and a copy's target), the app's technique and the app's call site.
   */
  private static WorkloadResult madeFor(RecommendationResult r, List<WorkloadResult> workloads) {
    for (WorkloadResult w : workloads) {
      if (Objects.equals(w.path, r.path)
          && Objects.equals(w.target, r.target)
          && Objects.equals(w.current, r.current)
          && Objects.equals(w.observed == null ? null : w.observed.callSite, r.callSite)) {
        return w;
      }
    }
    return null;
  }
}
