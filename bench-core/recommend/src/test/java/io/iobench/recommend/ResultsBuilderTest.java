package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.replay.CacheMode;
import io.iobench.replay.FixedRuns;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.TechniqueRun;
import io.iobench.replay.WorkloadRun;
import io.iobench.results.ExtraRoundsStop;
import io.iobench.results.ReplayResults;
import io.iobench.results.WorkloadKey;
import io.iobench.results.WorkloadResult;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ResultsBuilderTest {
  /** A scenario's step has no profile behind it: its key is its name and operation, no frame. */
  @Test
  void aScenarioStepsKeyIsItsNameAndOperation() {
    Workload w = Workload.sequential("small reads", Operation.READ, 65_536, 128);
    Technique current = Catalogue.byId("fis/128").orElseThrow();
    Technique other = Catalogue.byId("buffered-stream/8k").orElseThrow();
    ReplayResults results =
        build(
            new ReplayPlan(w, List.of(current, other), null),
            FixedRuns.of(current).measured(3_000_000, 3_100_000, 2_900_000).build(),
            FixedRuns.of(other).measured(300_000, 310_000, 290_000).build());
    WorkloadKey step = new WorkloadKey("small reads", null, "READ", null);
    assertEquals(step, results.workloads.get(0).key);
    assertNull(results.workloads.get(0).observed);
    assertEquals(step, results.recommendations.get(0).key);
    assertEquals(false, results.settings.jvmPerTechnique);
  }

  /**
   * The same clear gain, from a replay whose baseline's median call is 50 times the app's (a JDK
   * method modelled by the calls it was asked for, not the system calls it made): recommended only
   * where the replay models the app's calls.
   */
  @Test
  void aReplayFarFromTheAppsCallsRecommendsNothing() {
    assertEquals(1, replayOfObservedReads(2_000).recommendations.size());
    ReplayResults off = replayOfObservedReads(100_000);
    assertEquals(List.of(), off.recommendations);
    WorkloadResult w = off.workloads.get(0);
    assertEquals(50, w.fidelity.ratio, 0.5, "the histogram's bucket of 100 us");
    assertFalse(w.recommended);
    assertEquals(
        "/data/f: nothing recommended: the replayed baseline's median call takes "
            + io.iobench.text.Units.factor(w.fidelity.ratio)
            + "x the app's observed 2.00 us, more than 3.00x off: the replay does not model the"
            + " app's calls",
        w.verdict);
  }

  /**
   * A replayed call a fifth of the app's median one: the app's surroundings (its own work between
   * the calls, leaving the caches cold) where its fastest tenth is as fast as the replay's, within
   * the gate; the model's error where its fastest tenth is 5 times the replay's too.
   */
  @Test
  void aReplayFasterThanTheAppIsOffTheModelOnlyWhenFasterThanItsFastestCallsToo() {
    ReplayResults cold = replayOfObservedReads(400, 500);
    assertEquals(0.2, cold.workloads.get(0).fidelity.ratio, 0.01);
    assertEquals(500L, cold.workloads.get(0).fidelity.observedP10Nanos);
    assertEquals(1, cold.recommendations.size());
    ReplayResults off = replayOfObservedReads(400, 2_000);
    assertEquals(List.of(), off.recommendations);
    String ratio = io.iobench.text.Units.factor(off.workloads.get(0).fidelity.ratio);
    assertEquals(
        "/data/f: nothing recommended: the replayed baseline's median call takes "
            + ratio
            + "x the app's observed 2.00 us, and "
            + ratio
            + "x the 2.00 us of its fastest tenth, more than 3.00x off: the replay does not model"
            + " the app's calls",
        off.workloads.get(0).verdict);
  }

  /**
   * A workload that made extra rounds is decided at the extra rounds' level, and the results say
   * how many it made, of which alternatives, how long they took and why they stopped; its verdict,
   * still undecided, says so. A workload decided in its planned rounds has no extra rounds.
   */
  @Test
  void aWorkloadThatMadeExtraRoundsSaysSo() {
    Workload w = Workload.sequential("settings", Operation.READ, 3_800, 3_800);
    Technique current = Catalogue.byId("fis/3800").orElseThrow();
    Technique wide = Catalogue.byId("read-all-bytes").orElseThrow();
    Technique near = Catalogue.byId("channel-heap/8k").orElseThrow();
    ReplayPlan plan = new ReplayPlan(w, List.of(current, wide, near), null);
    long[] base = new long[8];
    long[] noisy = new long[8];
    for (int i = 0; i < 8; i++) {
      base[i] = 100_000;
      noisy[i] = i % 2 == 0 ? 30_000 : 150_000;
    }
    List<TechniqueRun> runs =
        List.of(
            FixedRuns.of(current).measured(base).build(),
            FixedRuns.of(wide).measured(noisy).build(),
            FixedRuns.of(near).measured(100_000, 101_000, 99_000).build());
    ReplayResults results =
        looked(
            plan,
            new WorkloadRun(
                runs,
                FixedRuns.extraRounds(
                    5, ExtraRoundsStop.TIME_CAP, 900_000_000L, 1_000_000_000L, wide)));
    WorkloadResult r = results.workloads.get(0);
    assertEquals(5, r.extraRounds.rounds);
    assertEquals(ExtraRoundsStop.TIME_CAP, r.extraRounds.stoppedBy);
    assertEquals(List.of("read-all-bytes"), r.extraRounds.alternatives);
    assertEquals(900_000_000L, r.extraRounds.nanos);
    assertEquals(1_000_000_000L, r.extraRounds.capNanos);
    assertEquals(SequentialElimination.extraConfidence(2, 10), r.decisionConfidence);
    assertEquals(8, r.techniques.get(1).measurementIterations);
    assertTrue(
        r.verdict.startsWith("settings: undecided: the fastest alternative, Files.readAllBytes"),
        r.verdict);
    assertTrue(
        r.verdict.endsWith(
            "an interval too wide to tell no gain from a large one even after 5 extra rounds (all"
                + " that fit in the time --extra-time allows)"),
        r.verdict);
    assertEquals(10, results.settings.extraRounds);
    assertEquals(1.0, results.settings.extraTimeShare);

    ReplayResults planned = looked(plan, WorkloadRun.planned(runs));
    assertNull(planned.workloads.get(0).extraRounds);
    assertEquals(
        SequentialElimination.finalConfidence(2, 3, true),
        planned.workloads.get(0).decisionConfidence);
  }

  /**
   * A workload undecided after its planned rounds for which no extra round fit in the time cap is
   * decided as its planned rounds were: it made no look at the extra rounds' level.
   */
  @Test
  void aWorkloadWhoseExtraRoundsNeverBeganIsDecidedAtTheFinalLevel() {
    Workload w = Workload.sequential("settings", Operation.READ, 3_800, 3_800);
    Technique current = Catalogue.byId("fis/3800").orElseThrow();
    Technique wide = Catalogue.byId("read-all-bytes").orElseThrow();
    ReplayPlan plan = new ReplayPlan(w, List.of(current, wide), null);
    ReplayResults results =
        looked(
            plan,
            new WorkloadRun(
                List.of(
                    FixedRuns.of(current).measured(100_000, 100_000, 100_000).build(),
                    FixedRuns.of(wide).measured(30_000, 150_000, 40_000).build()),
                FixedRuns.extraRounds(0, ExtraRoundsStop.TIME_CAP, 0, 0, wide)));
    WorkloadResult r = results.workloads.get(0);
    assertEquals(0, r.extraRounds.rounds);
    assertEquals(SequentialElimination.finalConfidence(1, 3, true), r.decisionConfidence);
    assertTrue(
        r.verdict.endsWith("(no extra round fit in the time --extra-time allows)"), r.verdict);
  }

  /** 10 000 observed reads of 128 bytes at 2 us each, replayed with calls of {@code replayP50}. */
  private static ReplayResults replayOfObservedReads(long replayP50) {
    return replayOfObservedReads(replayP50, 1_800);
  }

  /**
   * 10 000 observed reads of 128 bytes at 2 us each, the fastest tenth under {@code observedP10},
   * replayed with calls of {@code replayP50}.
   */
  private static ReplayResults replayOfObservedReads(long replayP50, long observedP10) {
    Workload w = Workload.sequential("/data/f", Operation.READ, 1_280_000, 128);
    ObservedWorkload app =
        new ObservedWorkload(
            "/data/f",
            null,
            w,
            "fis",
            128,
            20_000_000,
            10_000,
            2_000,
            observedP10,
            1,
            null,
            List.of(),
            0,
            null);
    Technique current = Catalogue.byId("fis/128").orElseThrow();
    Technique other = Catalogue.byId("buffered-stream/8k").orElseThrow();
    return build(
        new ReplayPlan(w, List.of(current, other), app),
        FixedRuns.of(current)
            .measured(30_000_000, 31_000_000, 29_000_000)
            .latency(replayP50, 10_000)
            .build(),
        FixedRuns.of(other).measured(3_000_000, 3_100_000, 2_900_000).build());
  }

  private static final ReplaySettings SETTINGS =
      new ReplaySettings(1, 3, Path.of("work"), CacheMode.WARM, List.of());

  /** The results of one plan's runs, with the default threshold and no minimum saving. */
  private static ReplayResults build(ReplayPlan plan, TechniqueRun... runs) {
    return build("replay", "app-profile.json", plan, WorkloadRun.planned(List.of(runs)), false);
  }

  /** The results of one plan's run, which looked at its rounds as they came. */
  private static ReplayResults looked(ReplayPlan plan, WorkloadRun run) {
    return build("bench", "test", plan, run, true);
  }

  private static ReplayResults build(
      String mode, String source, ReplayPlan plan, WorkloadRun run, boolean looked) {
    return ResultsBuilder.build(
        mode,
        source,
        SETTINGS,
        List.of(plan),
        List.of(run),
        "ext4",
        Recommender.DEFAULT_THRESHOLD,
        0.0,
        List.of(),
        looked);
  }
}
