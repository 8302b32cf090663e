package io.iobench.replay;

import io.iobench.results.ExtraRoundsStop;
import io.iobench.technique.Technique;
import io.iobench.workload.Content;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Replays plans: per plan, one worker JVM per technique or family of techniques ({@link
 * WorkerGroups}), all kept alive, and rounds interleaved (each round in a new shuffled order, see
 * {@link RoundOrder}) so that drift of the machine and what one technique leaves behind hit every
 * technique alike. Round 0 verifies the bytes, the workers side by side, and is reported apart;
 * then warm-up rounds, then the measured ones, one technique at a time, and, where the judge finds
 * an alternative's interval still too wide to decide, {@linkplain ExtraRounds extra rounds} of the
 * baseline and those alternatives. What each round does is {@link RoundRules}': the runner sends
 * each worker its {@link RoundPlan}. Every round gets a new output file (empty, or full-size for a
 * preallocated workload, as the app's target was) and, in cold mode, inputs evicted from the page
 * cache.
 */
public final class ReplayRunner {
  private static final Path DEV_NULL = Path.of("/dev/null");

  private final ReplaySettings settings;
  private final RoundRules rules;
  private final ProgressListener progress;
  private final RoundJudge judge;
  private WorkerArchive archive;
  private int roundsDone;
  private int roundsTotal;
  private long startNanos;
  private String fileSystemType = "unknown";
  private ScratchPlacement placement;

  /** A runner that measures every technique to the last round. */
  public ReplayRunner(ReplaySettings settings, ProgressListener progress) {
    this(settings, progress, RoundJudge.MEASURE_ALL);
  }

  /**
   * @param judge looks at each workload's measured rounds as they come in and says which techniques
   *     need no more of them
   */
  public ReplayRunner(ReplaySettings settings, ProgressListener progress, RoundJudge judge) {
    this.settings = settings;
    this.rules = new RoundRules(settings);
    this.progress = progress;
    this.judge = judge;
  }

  /**
   * Starts the workers from a class-data sharing archive of their classes kept in {@code dir}
   * (written by the first worker when there is none; see {@link WorkerArchive}); null for none.
   */
  public ReplayRunner workerArchive(Path dir) {
    this.archive = WorkerArchive.in(dir, settings.workerJvmArgs());
    return this;
  }

  /** The default directory of {@link #workerArchive}: the user's cache directory. */
  public static Path defaultWorkerArchiveDir() {
    return WorkerArchive.defaultDir();
  }

  /** Bytes of scratch space the plans need at most at once: the biggest input plus one output. */
  public static long scratchBytes(List<ReplayPlan> plans) {
    long most = 0;
    for (ReplayPlan plan : plans) {
      Workload w = plan.workload();
      long input =
          w.operation() == Operation.WRITE || w.operation() == Operation.SINK
              ? 0
              : w.fileSize() * w.files();
      long output =
          w.operation() == Operation.WRITE || w.operation() == Operation.COPY ? w.fileSize() : 0;
      most = Math.max(most, input + output);
    }
    return most;
  }

  /**
   * Where the workloads' scratch files go: by default all in the work directory; a profile's replay
   * puts them on its files' file systems ({@link ScratchPlacement}).
   */
  public ReplayRunner scratchPlacement(ScratchPlacement placement) {
    this.placement = placement;
    return this;
  }

  /** Replays every plan; the result of plan i is element i. */
  public List<WorkloadRun> run(List<ReplayPlan> plans) throws IOException {
    roundsTotal =
        plans.stream().mapToInt(p -> p.techniques().size() * settings.totalRounds()).sum();
    roundsDone = 0;
    startNanos = System.nanoTime();
    List<WorkloadRun> results = new ArrayList<>();
    ScratchPlacement placing =
        placement != null ? placement : ScratchPlacement.workDirOnly(settings.workDir());
    List<ScratchPlace> places = new ArrayList<>();
    // What each directory must hold at most at once: its biggest workload (inputs go after each).
    Map<Path, Long> needed = new LinkedHashMap<>();
    for (ReplayPlan plan : plans) {
      long bytes = scratchBytes(List.of(plan));
      ScratchPlace place = placing.choose(plan.observed(), bytes);
      places.add(place);
      needed.merge(place.dir(), bytes, Math::max);
    }
    Map<Path, Scratch> scratches = new LinkedHashMap<>();
    try {
      // Every directory is made and checked before the first round: no room fails at once.
      for (Map.Entry<Path, Long> dir : needed.entrySet()) {
        Scratch scratch = Scratch.create(dir.getKey(), dir.getValue());
        scratches.put(dir.getKey(), scratch);
        if (settings.cache() == CacheMode.COLD) {
          Path probe = scratch.newPath("cache-probe");
          Files.write(probe, new byte[] {1});
          String reason = PageCache.unsupportedReason(probe);
          if (reason != null) {
            throw new IOException(reason);
          }
        }
      }
      for (int i = 0; i < plans.size(); i++) {
        WorkloadRun run = runPlan(plans.get(i), scratches.get(places.get(i).dir()));
        results.add(new WorkloadRun(run.techniques(), run.extra(), places.get(i)));
      }
      this.fileSystemType = fileSystemType(settings.workDir());
    } finally {
      for (Scratch scratch : scratches.values()) {
        scratch.close();
      }
      progress.finished();
    }
    return results;
  }

  /** File system of the work directory, known after {@link #run}. */
  public String fileSystemType() {
    return fileSystemType;
  }

  private static String fileSystemType(Path dir) {
    try {
      return Files.getFileStore(dir).type();
    } catch (IOException e) {
      return "unknown";
    }
  }

  private WorkloadRun runPlan(ReplayPlan plan, Scratch scratch) throws IOException {
    long planStart = System.nanoTime();
    Workload w = plan.workload();
    List<Path> inputs = new ArrayList<>();
    if (w.operation() != Operation.WRITE && w.operation() != Operation.SINK) {
      for (int f = 0; f < w.files(); f++) {
        Path input = scratch.newPath("input");
        Content.writeFile(input, w.fileSize(), w.text());
        inputs.add(input);
      }
    }
    List<TechniqueRun> runs = new ArrayList<>();
    for (Technique t : plan.techniques()) {
      runs.add(new TechniqueRun(t));
    }
    ExtraRounds extra = null;
    // workerOf[i]: the JVM that replays technique i.
    WorkerProcess[] workerOf = new WorkerProcess[runs.size()];
    // roundNanos[i]: how long technique i's last round took, runner's side included.
    long[] roundNanos = new long[runs.size()];
    List<WorkerProcess> workers = new ArrayList<>();
    WorkerProcess archiving = null;
    List<List<Integer>> groups = WorkerGroups.of(plan.techniques(), settings.jvmPerTechnique());
    int[] verifyOrder = RoundOrder.of(runs.size(), 0);
    try (SideBySideVerification verifying = new SideBySideVerification(groups.size())) {
      for (List<Integer> group : groups) {
        List<String> ids = new ArrayList<>();
        for (int i : group) {
          ids.add(plan.techniques().get(i).id());
        }
        WorkerMessages.Setup setup = new WorkerMessages.Setup(w, ids);
        List<String> args = new ArrayList<>(jvmArgs(w));
        WorkerArchive.Options sharing =
            archive == null ? WorkerArchive.Options.NONE : archive.options();
        args.addAll(sharing.jvmArgs());
        WorkerProcess worker =
            WorkerProcess.start(args, setup, scratch.newPath("worker-" + ids.get(0) + ".err"));
        workers.add(worker);
        for (int i : group) {
          workerOf[i] = worker;
        }
        if (sharing.writes()) {
          archiving = worker;
        }
        // Its run 0 begins while the next workers start.
        verifying.submit(
            () -> {
              for (int i : verifyOrder) {
                if (group.contains(i)) {
                  step(w, runs.get(i), 0);
                  runRound(w, runs.get(i), worker, 0, inputs, scratch);
                }
              }
            });
      }
      verifying.awaitAll();
      int n = runs.size();
      int alternatives = -1;
      boolean endedEarly = false;
      for (int round = 1; round < settings.totalRounds() && !endedEarly; round++) {
        for (int i : RoundOrder.of(n, round)) {
          TechniqueRun run = runs.get(i);
          step(w, run, round);
          if (run.ok() && !run.outOfTheRace()) {
            roundNanos[i] = runRound(w, run, workerOf[i], round, inputs, scratch);
          }
        }
        if (rules.kind(round) == RoundKind.MEASURED) {
          if (alternatives < 0) {
            alternatives = (int) runs.stream().skip(1).filter(TechniqueRun::ok).count();
          }
          if (decided(runs, alternatives)) {
            roundsDone += n * (settings.totalRounds() - round - 1);
            endedEarly = true;
          }
        }
      }
      if (!endedEarly) {
        extra =
            extraRounds(
                w,
                runs,
                workerOf,
                alternatives,
                roundNanos,
                System.nanoTime() - planStart,
                inputs,
                scratch);
      }
    } finally {
      for (WorkerProcess worker : workers) {
        worker.quit();
      }
      for (WorkerProcess worker : workers) {
        worker.close();
      }
      if (archiving != null) {
        archive.written(archiving.exitedCleanly());
      }
      for (Path input : inputs) {
        Files.deleteIfExists(input);
      }
    }
    return new WorkloadRun(runs, extra);
  }

  /**
   * Extra rounds of the baseline and of the alternatives the judge still finds too wide to decide
   * after the planned rounds, interleaved as those were, until it finds none or a cap is reached
   * (see {@link ExtraRounds}); an alternative leaves them once its interval is no longer too wide.
   * Null when the workload needs none, or the settings allow none.
   *
   * @param roundNanos each technique's last round's time, updated here
   * @param plannedNanos how long the workload's replay took so far
   */
  private ExtraRounds extraRounds(
      Workload w,
      List<TechniqueRun> runs,
      WorkerProcess[] workerOf,
      int alternatives,
      long[] roundNanos,
      long plannedNanos,
      List<Path> inputs,
      Scratch scratch)
      throws IOException {
    TechniqueRun baseline = runs.get(0);
    if (settings.extraRounds() == 0 || !baseline.ok()) {
      return null;
    }
    Set<Technique> wide = tooWide(runs, alternatives, i -> !runs.get(i).outOfTheRace());
    if (wide.isEmpty()) {
      return null;
    }
    List<Technique> first = new ArrayList<>();
    runs.stream().map(TechniqueRun::technique).filter(wide::contains).forEach(first::add);
    ExtraRounds extra =
        new ExtraRounds(
            first,
            settings.extraRounds(),
            Math.round(plannedNanos * settings.extraTimeShare()),
            System::nanoTime);
    for (int round = settings.totalRounds(); ; round++) {
      Set<Technique> making = wide;
      List<Integer> makers = new ArrayList<>();
      long expected = 0;
      for (int i = 0; i < runs.size(); i++) {
        if (i == 0 || making.contains(runs.get(i).technique())) {
          makers.add(i);
          expected += roundNanos[i];
        }
      }
      ExtraRoundsStop cap = extra.capBefore(expected);
      if (cap != null) {
        extra.stop(cap);
        return extra;
      }
      synchronized (this) {
        roundsTotal += makers.size();
      }
      for (int i : RoundOrder.of(runs.size(), round)) {
        if (makers.contains(i)) {
          TechniqueRun run = runs.get(i);
          step(w, run, round);
          if (run.ok()) {
            roundNanos[i] = runRound(w, run, workerOf[i], round, inputs, scratch);
          }
        }
      }
      extra.roundDone();
      if (!baseline.ok()) {
        extra.stop(ExtraRoundsStop.FAILED);
        return extra;
      }
      wide = tooWide(runs, alternatives, i -> making.contains(runs.get(i).technique()));
      if (wide.isEmpty()) {
        extra.stop(ExtraRoundsStop.DECIDED);
        return extra;
      }
    }
  }

  /**
   * Asks the judge which of the alternatives measured so far (those {@code measured} accepts, of
   * the ones that did not fail) are still too wide to decide.
   */
  private Set<Technique> tooWide(List<TechniqueRun> runs, int alternatives, IntPredicate measured) {
    TechniqueRun baseline = runs.get(0);
    Map<Technique, double[]> alive = new LinkedHashMap<>();
    for (int i = 1; i < runs.size(); i++) {
      TechniqueRun run = runs.get(i);
      if (run.ok() && measured.test(i)) {
        alive.put(run.technique(), run.measured());
      }
    }
    if (alive.isEmpty()) {
      return Set.of();
    }
    return judge.tooWide(
        baseline.technique(), baseline.measured(), alive, alternatives, settings.extraRounds());
  }

  /** Tells the progress listener of one technique's round, from whichever thread runs it. */
  private synchronized void step(Workload w, TechniqueRun run, int round) {
    progress.progress(roundsDone, roundsTotal, label(w, run, round), remaining());
    roundsDone++;
  }

  /**
   * Asks the judge about the measured rounds so far: the alternatives it names leave the race, and
   * the workload ends when it is decided. The baseline (the first run) is always measured; without
   * it there is nothing to judge.
   */
  private boolean decided(List<TechniqueRun> runs, int alternatives) {
    TechniqueRun baseline = runs.get(0);
    if (!baseline.ok()) {
      return false;
    }
    Map<Technique, double[]> alive = new LinkedHashMap<>();
    for (TechniqueRun run : runs.subList(1, runs.size())) {
      if (run.ok() && !run.outOfTheRace()) {
        alive.put(run.technique(), run.measured());
      }
    }
    RoundJudge.Look look =
        judge.look(baseline.technique(), baseline.measured(), alive, alternatives);
    for (TechniqueRun run : runs.subList(1, runs.size())) {
      if (look.outOfTheRace().contains(run.technique())) {
        run.leaveRace();
      }
    }
    return look.decided();
  }

  /** Runs one round of {@code run}'s technique in {@code worker}; returns how long it took. */
  private long runRound(
      Workload w,
      TechniqueRun run,
      WorkerProcess worker,
      int round,
      List<Path> inputs,
      Scratch scratch)
      throws IOException {
    long start = System.nanoTime();
    playRound(w, run, worker, round, inputs, scratch);
    return System.nanoTime() - start;
  }

  private void playRound(
      Workload w, TechniqueRun run, WorkerProcess jvm, int round, List<Path> inputs, Scratch space)
      throws IOException {
    Path input = inputs.isEmpty() ? null : inputs.get(0);
    FreshOutput fresh = RoundRules.freshOutput(w);
    Path output = null;
    if (fresh != FreshOutput.NONE) {
      output = space.newPath(run.technique().id() + "-round" + round);
      ScratchFiles.makeFresh(output, fresh, w.fileSize());
    }
    try {
      if (settings.cache() == CacheMode.COLD) {
        for (Path in : inputs) {
          PageCache.evict(in);
        }
        if (output != null && Files.exists(output)) {
          PageCache.evict(output);
        }
      }
      RoundPlan plan =
          rules.plan(
              round,
              w,
              run.technique(),
              run.calibration(),
              inputs.stream().map(Path::toString).toList(),
              string(output),
              w.operation() == Operation.SINK ? DEV_NULL.toString() : null);
      WorkerMessages.RoundReply reply;
      try {
        reply = jvm.round(plan);
      } catch (IOException e) {
        run.fail(e.getMessage());
        return;
      }
      if (reply.error() != null) {
        run.fail(reply.error());
        return;
      }
      String mismatch = plan.mismatch(reply);
      if (mismatch != null) {
        run.fail(mismatch);
        return;
      }
      String wrong = Verifier.check(w, reply, plan.verifyBytes(), input, output);
      if (wrong != null) {
        run.fail(wrong + (plan.kind() == RoundKind.VERIFY ? "" : " in round " + round));
        return;
      }
      run.record(plan.kind(), reply);
      if (RoundRules.calibratesAfter(plan.kind())) {
        run.calibrated(rules.calibrated(run.calibration(), w, reply));
      }
    } finally {
      if (output != null) {
        Files.deleteIfExists(output);
      }
    }
  }

  private List<String> jvmArgs(Workload w) {
    List<String> args = new ArrayList<>();
    // Whole-file reads hold the file in the heap (lines of text about three times over); leave
    // room for it and more. The heap is touched at start-up, as a running app's is: otherwise
    // every round's allocations would land on fresh pages and pay page faults that an app in its
    // steady state does not. No bigger than that: a plan starts all its workers at once, each
    // pre-touching its whole heap, so a plan's start-up grows with every worker's heap.
    long heapMiB = Math.max(96, 3 * (w.fileSize() >> 20) + 64);
    args.add("-Xms" + heapMiB + "m");
    args.add("-Xmx" + heapMiB + "m");
    args.add("-XX:+AlwaysPreTouch");
    args.add("-Xshare:auto");
    // The JVM's own warnings (a class-data sharing archive it cannot use, say) go to stdout by
    // default, which is the worker's answer channel: send them to its stderr file instead.
    args.add("-Xlog:disable");
    args.add("-Xlog:all=warning:stderr");
    args.addAll(settings.workerJvmArgs());
    return args;
  }

  private long remaining() {
    if (roundsDone < 2) {
      return -1;
    }
    long elapsed = System.nanoTime() - startNanos;
    return elapsed / roundsDone * (roundsTotal - roundsDone);
  }

  private String label(Workload w, TechniqueRun run, int round) {
    if (round >= settings.totalRounds()) {
      return shortName(w.name())
          + ": "
          + run.technique().id()
          + ", extra round "
          + (round - settings.totalRounds() + 1)
          + "/"
          + settings.extraRounds();
    }
    String stage =
        switch (rules.kind(round)) {
          case VERIFY -> "run 0 (verify)";
          case WARM_UP -> "warm-up " + round;
          case MEASURED ->
              "round " + (round - settings.warmupRounds()) + "/" + settings.measuredRounds();
        };
    return shortName(w.name()) + ": " + run.technique().id() + ", " + stage;
  }

  private static String shortName(String name) {
    int slash = name.lastIndexOf('/');
    return slash >= 0 && slash < name.length() - 1 ? name.substring(slash + 1) : name;
  }

  private static String string(Path p) {
    return p == null ? null : p.toString();
  }
}
