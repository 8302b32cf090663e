package io.iobench.prove;

import io.iobench.analysis.FileFindings;
import io.iobench.analysis.Finding;
import io.iobench.analysis.FindingKey;
import io.iobench.analysis.Findings;
import io.iobench.format.RecordedOp;
import io.iobench.profile.Profile;
import io.iobench.recommend.Saving;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.WorkloadResult;
import io.iobench.technique.Catalogue;
import io.iobench.text.Units;
import io.iobench.workload.Operation;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * Compares two runs of one app per finding key.
 *
 * <pre>{@code
 * Comparison c =
 *     Comparisons.of(
 *         new Comparisons.Run("before.json", Findings.of(ProfileReader.read(before))),
 *         new Comparisons.Run("after.json", Findings.of(ProfileReader.read(after))),
 *         PathMap.none(), null, ResultsReader.read(replay));
 * }</pre>
 */
public final class Comparisons {
  private Comparisons() {}

  /** One run: its profile's findings and the name the user gave its file. */
  public record Run(String name, Findings findings) {}

  /**
   * @param units the units of work of each run, or null to compare the totals as they are
   * @param results the replay's results of the before run as {@link
   *     io.iobench.results.ResultsReader} reads them (every workload and recommendation keyed), or
   *     null; its first recommendation of each workload is set against the saving the two runs show
   */
  public static Comparison of(
      Run before, Run after, PathMap paths, WorkUnits units, ReplayResults results) {
    double factor = units == null ? 1 : units.afterFactor();
    Map<FindingKey, OpTotals> was = totals(before.findings(), paths::before, 1);
    Map<FindingKey, OpTotals> is = totals(after.findings(), paths::after, factor);

    Set<FindingKey> keys = new HashSet<>(was.keySet());
    keys.addAll(is.keySet());
    List<OpChange> ops = new ArrayList<>();
    OpTotals totalBefore = OpTotals.NONE;
    OpTotals totalAfter = OpTotals.NONE;
    for (FindingKey k : keys) {
      OpChange c =
          new OpChange(k, was.getOrDefault(k, OpTotals.NONE), is.getOrDefault(k, OpTotals.NONE));
      ops.add(c);
      if (!anotherKeysCalls(k)) {
        totalBefore = totalBefore.plus(c.before());
        totalAfter = totalAfter.plus(c.after());
      }
    }
    ops.sort(
        Comparator.comparingDouble(
                (OpChange c) -> -Math.max(c.before().ioNanos(), c.after().ioNanos()))
            .thenComparing(OpChange::key));

    List<String> warnings = new ArrayList<>();
    warnNoUnits(before, after, units, warnings);
    warnIncomplete(before, warnings);
    warnIncomplete(after, warnings);
    if (!was.isEmpty() && !is.isEmpty() && was.keySet().stream().noneMatch(is::containsKey)) {
      warnings.add(
          "the two runs have no file and operation in common: profiles of two apps, or of files"
              + " whose paths differ (map them with --map OLD=NEW)");
    }

    List<RealizedSaving> predictions = new ArrayList<>();
    if (results != null) {
      AppliedTechniques applied = new AppliedTechniques(after.findings(), paths);
      for (RecommendationResult r : results.recommendations) {
        // Rank 1 is the change a workload's recommendation makes; the others are alternatives.
        if (r.rank == 1) {
          RealizedSaving s = realized(r, paths, was, is, replayedOps(r, results));
          String technique = applied.of(r, paths);
          WorkloadResult w = AppliedTechniques.workload(results, r);
          double appliedPredicted = AppliedTechniques.predicted(w, technique);
          predictions.add(
              new RealizedSaving(
                  r,
                  s.basis(),
                  s.before(),
                  s.after(),
                  technique,
                  appliedPredicted,
                  expected(w, r, technique, appliedPredicted, s.before())));
        }
      }
    }
    return new Comparison(
        before.name(), after.name(), units, warnings, ops, totalBefore, totalAfter, predictions);
  }

  /**
   * What the replay's measures predict the change made saves of the before run's calls: the run
   * compared is seldom the run profiled, and its calls took what they took this time.
   */
  private static double expected(
      WorkloadResult w,
      RecommendationResult r,
      String applied,
      double appliedPredicted,
      OpTotals before) {
    boolean another =
        applied != null && !applied.equals(r.recommended) && !Double.isNaN(appliedPredicted);
    String made = another ? applied : r.recommended;
    double expected =
        w == null ? Double.NaN : Saving.of(w, made, Math.round(before.ioNanos()), before.calls());
    if (!Double.isNaN(expected)) {
      return expected;
    }
    return another ? appliedPredicted : r.savedNanos;
  }

  /** Each key's totals, keys that a path map makes one added up, scaled by {@code factor}. */
  static Map<FindingKey, OpTotals> totals(
      Findings findings, UnaryOperator<String> path, double factor) {
    Map<FindingKey, OpTotals> byKey = new TreeMap<>();
    for (FileFindings file : findings.files()) {
      for (Finding f : file.findings()) {
        FindingKey k = f.key();
        FindingKey mapped = new FindingKey(path.apply(k.path()), k.operation(), k.entryFrame());
        byKey.merge(mapped, OpTotals.of(f).scaled(factor), OpTotals::plus);
      }
    }
    return byKey;
  }

  /**
   * The calls a recommendation is about in either run: those of its file (and a copy's target) from
   * its app method; in the after run also those from app methods the before run did not reach the
   * file from, where the change moved the calls into a method of their own. A recommendation of no
   * app method is about all of its file's calls.
   */
  private static RealizedSaving realized(
      RecommendationResult r,
      PathMap paths,
      Map<FindingKey, OpTotals> was,
      Map<FindingKey, OpTotals> is,
      Predicate<FindingKey> replayed) {
    Set<String> files = new HashSet<>();
    files.add(paths.before(r.path));
    if (r.target != null) {
      files.add(paths.before(r.target));
    }
    String method = r.key.entryFrame();
    if (method == null) {
      return new RealizedSaving(
          r,
          RealizedSaving.Basis.FILE,
          sum(was, k -> files.contains(k.path()) && replayed.test(k)),
          sum(is, k -> files.contains(k.path()) && replayed.test(k)));
    }
    Set<String> methodsBefore = new HashSet<>();
    for (FindingKey k : was.keySet()) {
      if (files.contains(k.path())) {
        methodsBefore.add(k.entryFrame());
      }
    }
    Predicate<FindingKey> ofMethod =
        k -> files.contains(k.path()) && method.equals(k.entryFrame()) && replayed.test(k);
    Predicate<FindingKey> moved =
        k ->
            files.contains(k.path()) && !methodsBefore.contains(k.entryFrame()) && replayed.test(k);
    boolean stayed = is.keySet().stream().anyMatch(ofMethod);
    return new RealizedSaving(
        r,
        stayed ? RealizedSaving.Basis.APP_METHOD : RealizedSaving.Basis.MOVED,
        sum(was, ofMethod),
        sum(is, ofMethod.or(moved)));
  }

  /**
   * The operations whose time the recommendation's prediction is of: those the families of its
   * workload's operation stand for (a copy's reads, writes and transfers), as the replay derived
   * the workload from them; the opens and closes too where the workload opens the file again and
   * again, which the replay replays. All operations where the results do not say.
   */
  private static Predicate<FindingKey> replayedOps(RecommendationResult r, ReplayResults results) {
    WorkloadResult w = AppliedTechniques.workload(results, r);
    Operation operation;
    try {
      operation = Operation.valueOf(r.key.operation());
    } catch (RuntimeException unknown) {
      return k -> true;
    }
    if (w != null && w.workload != null && w.workload.openEvery > 0) {
      return k -> true;
    }
    Set<String> names = new HashSet<>();
    for (Operation o :
        operation == Operation.COPY
            ? List.of(Operation.READ, Operation.WRITE, Operation.COPY)
            : List.of(operation)) {
      for (RecordedOp op : Catalogue.recordedOps(o)) {
        names.add(op.api().jsonName() + "." + op.jsonName());
      }
    }
    return k -> names.contains(k.operation());
  }

  /**
   * Whether a key's calls are another key's too: a truncation by {@code FileOutputStream}'s open is
   * that open, counted under open with the same time, so a sum of a file's keys leaves it out.
   */
  static boolean anotherKeysCalls(FindingKey k) {
    return k.operation().equals(TRUNCATING_OPEN);
  }

  private static final String TRUNCATING_OPEN =
      RecordedOp.FOS_TRUNCATE.api().jsonName() + "." + RecordedOp.FOS_TRUNCATE.jsonName();

  private static OpTotals sum(Map<FindingKey, OpTotals> totals, Predicate<FindingKey> counted) {
    OpTotals sum = OpTotals.NONE;
    for (Map.Entry<FindingKey, OpTotals> e : totals.entrySet()) {
      if (counted.test(e.getKey()) && !anotherKeysCalls(e.getKey())) {
        sum = sum.plus(e.getValue());
      }
    }
    return sum;
  }

  /**
   * Without units of work the totals compare as they are, which is right only where both runs did
   * the same work; their lengths tell little, as a change that pays makes the after run shorter.
   */
  private static void warnNoUnits(Run before, Run after, WorkUnits units, List<String> warnings) {
    if (units != null) {
      return;
    }
    OptionalLong was = before.findings().profile().duration();
    OptionalLong is = after.findings().profile().duration();
    String lengths =
        was.isPresent() && is.isPresent()
            ? " (they lasted "
                + Units.duration(was.getAsLong())
                + " and "
                + Units.duration(is.getAsLong())
                + ")"
            : "";
    warnings.add(
        "no units of work given: the totals are compared as they are, as if both runs did the"
            + " same work"
            + lengths
            + "; give the units each did (--per BEFORE:AFTER, or --per-calls PATH:OPERATION) to"
            + " compare per unit");
  }

  private static void warnIncomplete(Run run, List<String> warnings) {
    Profile p = run.findings().profile();
    if (p.source == null && !p.complete) {
      warnings.add(
          run.name()
              + " was written while its app ran (not at its exit): its last calls may be missing");
    }
  }
}
