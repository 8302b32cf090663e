package io.iobench.replay;

import io.iobench.technique.Technique;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Workload;
import java.util.List;

/**
 * One workload and the techniques to replay it with; the baseline is the first of {@code
 * techniques}, what the app used (or the scenario's reference).
 *
 * @param observed what the app did, or null for a standalone scenario
 */
public record ReplayPlan(Workload workload, List<Technique> techniques, ObservedWorkload observed) {
  public ReplayPlan {
    techniques = List.copyOf(techniques);
    if (techniques.isEmpty()) {
      throw new IllegalArgumentException("a plan needs at least its baseline technique");
    }
  }

  public Technique baseline() {
    return techniques.get(0);
  }
}
