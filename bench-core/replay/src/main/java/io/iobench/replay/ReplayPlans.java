package io.iobench.replay;

import io.iobench.profile.Profile;
import io.iobench.scenario.Scenario;
import io.iobench.scenario.ScenarioStep;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.WorkloadDeriver;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Makes replay plans from a profile's hot files or from a standalone scenario. */
public final class ReplayPlans {
  private ReplayPlans() {}

  /**
   * One plan per hot workload of the profile: the technique the app used, then every alternative of
   * the catalogue that applies. Workloads whose technique the catalogue cannot reproduce are left
   * out, with a line in {@code skipped}.
   */
  public static List<ReplayPlan> fromProfile(
      Profile profile, int top, long maxBytes, long maxRandomCalls, List<String> skipped) {
    List<ReplayPlan> plans = new ArrayList<>();
    for (ObservedWorkload o : new WorkloadDeriver(maxBytes, maxRandomCalls).derive(profile, top)) {
      Optional<Technique> current =
          Catalogue.of(o.currentFamily(), Math.max(1, o.currentBufferSize()));
      if (current.isEmpty() || !current.get().appliesTo(o.workload())) {
        skipped.add(
            o.label()
                + ": the app's technique ("
                + o.currentFamily()
                + ") cannot be replayed for this pattern");
        continue;
      }
      plans.add(
          new ReplayPlan(o.workload(), Catalogue.alternatives(o.workload(), current.get()), o));
    }
    return plans;
  }

  /** One plan per step of the scenario at {@code size} bytes per file. */
  public static List<ReplayPlan> fromScenario(Scenario scenario, long size) {
    List<ReplayPlan> plans = new ArrayList<>();
    for (ScenarioStep step : scenario.stepsFor(size)) {
      List<Technique> techniques = new ArrayList<>();
      for (String id : step.techniqueIds()) {
        techniques.add(
            Catalogue.byId(id)
                .orElseThrow(
                    () ->
                        new IllegalStateException(
                            "scenario " + scenario.name() + " names unknown technique " + id)));
      }
      plans.add(new ReplayPlan(step.workload(), techniques, null));
    }
    return plans;
  }
}
