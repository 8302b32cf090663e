package io.iobench.recommend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileSystemMount;
import io.iobench.replay.CacheMode;
import io.iobench.replay.FixedRuns;
import io.iobench.replay.ReplayPlan;
import io.iobench.replay.ReplaySettings;
import io.iobench.replay.ScratchPlace;
import io.iobench.replay.WorkloadRun;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import io.iobench.results.WorkloadResult;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Technique;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A workload that forces its writes, replayed where force() waits for no device. */
class ForceNotMeasuredTest {
  private static final FileSystemMount EXT4 = new FileSystemMount("ext4", "/");
  private static final FileSystemMount TMPFS = new FileSystemMount("tmpfs", "/dev/shm");

  private static final ReplaySettings SETTINGS =
      new ReplaySettings(1, 3, Path.of("work"), CacheMode.WARM, List.of());

  /**
   * 64-byte writes to /data/journal, replayed on {@code replayed}; the app's file on {@code app}.
   */
  private static ReplayResults replay(
      long forceEvery, FileSystemMount app, FileSystemMount replayed) {
    Workload w =
        Workload.sequential("/data/journal", Operation.WRITE, 1 << 20, 64)
            .withForceEvery(forceEvery);
    ObservedWorkload observed =
        new ObservedWorkload(
            "/data/journal",
            null,
            w,
            "fos",
            64,
            900_000_000,
            16_384,
            50_000,
            -1,
            1,
            null,
            List.of(),
            0,
            app);
    Technique current = Catalogue.byId("fos/64").orElseThrow();
    Technique other = Catalogue.byId("buffered-stream/8k").orElseThrow();
    WorkloadRun run =
        new WorkloadRun(
            List.of(
                FixedRuns.of(current).measured(30_000_000, 31_000_000, 29_000_000).build(),
                FixedRuns.of(other).measured(3_000_000, 3_100_000, 2_900_000).build()),
            null,
            new ScratchPlace(
                Path.of(replayed.mountPoint),
                replayed,
                "the work directory was given (--work-dir)"));
    return ResultsBuilder.build(
        "replay",
        "app-profile.json",
        SETTINGS,
        List.of(new ReplayPlan(w, List.of(current, other), observed)),
        List.of(run),
        replayed.type,
        Recommender.DEFAULT_THRESHOLD,
        0.0,
        List.of(),
        false);
  }

  @Test
  void forcedWritesReplayedOnTmpfsForAFileOnDiskAreNoChangeToMake() {
    ReplayResults results = replay(4096, EXT4, TMPFS);
    WorkloadResult w = results.workloads.get(0);
    assertFalse(w.recommended);
    assertEquals(Standing.FORCE_NOT_MEASURED, results.recommendations.get(0).standing);
    assertTrue(results.recommendations.stream().noneMatch(r -> r.standing == Standing.CHANGE));
    assertTrue(
        w.verdict.startsWith(
            "/data/journal: nothing recommended: the app forces its writes to the device, and the"
                + " replay ran on tmpfs at /dev/shm (/dev/shm), while the app's file was on ext4"
                + " at /: a force() there waits for no device"),
        w.verdict);
    assertEquals(Boolean.TRUE, w.storage.otherFileSystem);
    assertEquals(
        "replayed on tmpfs at /dev/shm, not on the observed file's ext4 at / (the work directory"
            + " was given (--work-dir))",
        w.storage.warning());
  }

  @Test
  void aFileSystemTheProfileDoesNotTellCountsAsOneWhereForceWaits() {
    ReplayResults results = replay(4096, null, TMPFS);
    assertEquals(Standing.FORCE_NOT_MEASURED, results.recommendations.get(0).standing);
    assertTrue(
        results.workloads.get(0).verdict.contains("the profile does not tell the app's file's"),
        results.workloads.get(0).verdict);
    assertNull(results.workloads.get(0).storage.otherFileSystem);
  }

  @Test
  void theSameWritesWithoutForcesOrOnTheAppsOwnKindOfFileSystemAreRecommended() {
    for (ReplayResults results :
        List.of(replay(0, EXT4, TMPFS), replay(4096, TMPFS, TMPFS), replay(4096, EXT4, EXT4))) {
      assertEquals(Standing.CHANGE, results.recommendations.get(0).standing);
      assertTrue(results.workloads.get(0).recommended);
    }
    assertNull(replay(4096, EXT4, EXT4).workloads.get(0).storage.warning());
  }
}
