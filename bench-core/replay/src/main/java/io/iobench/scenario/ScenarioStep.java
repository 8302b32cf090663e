package io.iobench.scenario;

import io.iobench.workload.Workload;
import java.util.List;

/** One workload of a scenario and the technique ids to compare on it, reference first. */
public record ScenarioStep(Workload workload, List<String> techniqueIds) {
  public ScenarioStep {
    techniqueIds = List.copyOf(techniqueIds);
  }
}
