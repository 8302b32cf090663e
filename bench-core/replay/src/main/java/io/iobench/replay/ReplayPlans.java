package io.iobench.replay;

import io.iobench.layer.AppLayer;
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
    return fromProfile(profile, top, maxBytes, maxRandomCalls, true, skipped);
  }

  /**
   * As {@link #fromProfile(Profile, int, long, long, List)}; unless {@code allTechniques}, a
   * workload whose calls go through a layer is replayed with the alternatives that express a change
   * the app can make at that layer only ({@link #feasible}), with a line in {@code skipped} saying
   * how many were left out.
   */
  public static List<ReplayPlan> fromProfile(
      Profile profile,
      int top,
      long maxBytes,
      long maxRandomCalls,
      boolean allTechniques,
      List<String> skipped) {
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
      List<Technique> techniques = Catalogue.alternatives(o.workload(), current.get());
      if (!allTechniques && o.layer() != null) {
        List<Technique> feasible = feasible(techniques, o.layer());
        if (feasible.size() < techniques.size()) {
          skipped.add(
              o.label()
                  + ": "
                  + (techniques.size() - feasible.size())
                  + " alternatives that no change at "
                  + o.layer().where()
                  + " would make are not replayed (--all-techniques replays them)");
          techniques = feasible;
        }
      }
      plans.add(new ReplayPlan(o.workload(), techniques, o));
    }
    return plans;
  }

  /**
   * The baseline and the alternatives whose family replays a change the app can make at its layer:
   * the others could only be recommended to whoever owns the code that does the I/O. Inside an
   * engine the app does not own, that is the baseline alone, which still gives the workload its
   * verdict.
   */
  static List<Technique> feasible(List<Technique> techniques, AppLayer layer) {
    List<Technique> feasible = new ArrayList<>();
    feasible.add(techniques.get(0));
    for (Technique t : techniques.subList(1, techniques.size())) {
      if (layer.changeFor(t.family()).isPresent()) {
        feasible.add(t);
      }
    }
    return feasible;
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
