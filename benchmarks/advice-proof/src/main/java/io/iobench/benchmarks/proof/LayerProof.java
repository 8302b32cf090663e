package io.iobench.benchmarks.proof;

import io.iobench.profile.ProfileReader;
import io.iobench.recommend.Saving;
import io.iobench.results.RecommendationResult;
import io.iobench.results.ReplayResults;
import io.iobench.results.Standing;
import io.iobench.results.WorkloadResult;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.WorkloadDeriver;
import java.io.File;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * Is the advice right on an app whose I/O goes through layers? Per phase of the layered app
 * (benchmarks/layer-proof.sh runs it), the report's rank-1 advice for the phase's file, whether it
 * is a change at the phase's layer, and the time it said the change would have saved, against the
 * time the phase's tuned twin (changed only by configuration or wrapping) saves: median untuned
 * minus median tuned phase time, runs without the agent, interleaved, each phase's time summed over
 * the passes of its run as in the profiled run. One profiled run on a shared machine is as fast or
 * slow as the machine was then (±20 % and more), so the prediction is the report's rule, observed
 * time × (1 − 1 / speed-up), applied to the observed time of each of the profiled runs interleaved
 * with the timed ones ({@code profile-N.json}), and the median of those is compared. Phases that
 * already use their layer well must get no change to make.
 *
 * <pre>
 * LayerProof REPLAY_JSON TIMINGS_DIR
 * </pre>
 *
 * {@link #prove} makes the same comparison for another app's phases: {@link LibraryProof}'s, whose
 * advice must also be placed at the phase's own class and name the library.
 */
public final class LayerProof {
  /**
   * A phase of a proof's app: its file, the operation its mistake is in, the layers whose change is
   * the right advice (none for a phase that is already right), the app's class the advice must be
   * placed at (null: not checked) and what the advice must name the library by, in its layer's
   * title or its call site (null: not checked).
   */
  record Phase(
      String name,
      String file,
      String operation,
      Set<String> layers,
      String appClass,
      String library) {
    /** A phase of the layered app: its change is at {@code layer}, or none when null. */
    static Phase layered(String name, String file, String operation, String layer) {
      return new Phase(name, file, operation, layer == null ? Set.of() : Set.of(layer), null, null);
    }

    boolean alreadyRight() {
      return layers.isEmpty();
    }

    /** Whether {@code r} is at one of the phase's layers and names its library where it must. */
    boolean atLayer(RecommendationResult r) {
      return r != null
          && r.layer != null
          && layers.contains(r.layer)
          && (library == null || contains(r.layerTitle, library) || contains(r.callSite, library));
    }

    /** Whether {@code r}'s call site is a line of the phase's class (always, when not checked). */
    boolean placed(RecommendationResult r) {
      return appClass == null
          || r != null && r.callSite != null && r.callSite.startsWith(appClass + ".");
    }

    private static boolean contains(String text, String part) {
      return text != null && text.contains(part);
    }
  }

  private static final List<Phase> PHASES =
      List.of(
          Phase.layered("object-read", "/object-read.bin", "READ", "object-input-stream"),
          Phase.layered("object-write", "/object-write.bin", "WRITE", "object-output-stream"),
          Phase.layered("data-read", "/data-read.bin", "READ", "data-input-stream"),
          Phase.layered("data-write", "/data-write.bin", "WRITE", "data-output-stream"),
          Phase.layered("gzip-read", "/gzip-read.gz", "READ", "gzip-input-stream"),
          Phase.layered("journal", "/journal.txt", "WRITE", "buffered-writer"),
          Phase.layered("logback", "/logback.log", "WRITE", "logback-file-appender"),
          Phase.layered("log4j2", "/log4j2.log", "WRITE", "log4j2-file-appender"),
          Phase.layered("object-read-buffered", "/object-read-buffered.bin", "READ", null),
          Phase.layered("logback-buffered", "/logback-buffered.log", "WRITE", null));

  /** The target: realized within ±25 % of predicted. */
  private static final double TOLERANCE = 0.25;

  private LayerProof() {}

  public static void main(String[] args) throws Exception {
    prove(args, "LayerProof", "layer-proof.sh", PHASES);
  }

  /**
   * Prints the proof's table for {@code phases}, from the command line {@code REPLAY_JSON
   * TIMINGS_DIR} of {@code proof}, run by {@code script}.
   */
  static void prove(String[] args, String proof, String script, List<Phase> phases)
      throws Exception {
    ProofRuns.Inputs inputs = ProofRuns.Inputs.of(args, proof, script);
    ReplayResults results = inputs.results();
    File dir = inputs.dir();
    List<List<ObservedWorkload>> profiled = profiled(dir);
    ProofRuns.Paired runs = ProofRuns.Paired.read(dir);
    boolean placement = phases.stream().anyMatch(p -> p.appClass() != null);
    System.out.println(
        "| phase | rank-1 advice | at the phase's layer"
            + (placement ? " | at the app's line" : "")
            + " | standing | report's predicted saving"
            + " | predicted time saved, median of "
            + profiled.size()
            + " profiled runs [range] | realized time saved [95% CI] | realized / predicted |");
    System.out.println(
        placement ? "|---|---|---|---|---|--:|--:|--:|--:|" : "|---|---|---|---|--:|--:|--:|--:|");
    int right = 0;
    int mistaken = 0;
    int rightAlready = 0;
    int already = 0;
    for (Phase phase : phases) {
      double[] before = runs.before(phase.name());
      double[] after = runs.after(phase.name());
      double realized = ProofRuns.median(before) - ProofRuns.median(after);
      double[] ci = pairedInterval(before, after);
      WorkloadResult w = ProofRuns.workload(results, phase.file(), phase.operation());
      RecommendationResult r = w == null ? null : ProofRuns.rankOne(results, w);
      if (phase.alreadyRight()) {
        already++;
        boolean none = r == null || r.standing != Standing.CHANGE;
        rightAlready += none ? 1 : 0;
        System.out.printf(
            Locale.ROOT,
            "| %s | %s | (already right)%s | %s | - | %s | %s |%n",
            phase.name(),
            r == null ? "no change" : advice(r),
            placement ? " | -" : "",
            reportSays(r),
            ms(realized) + " " + interval(ci),
            none ? "no change to make: right" : "a change where none is needed");
        continue;
      }
      mistaken++;
      boolean atLayer = phase.atLayer(r);
      boolean placed = phase.placed(r);
      double[] predictions = r == null ? new double[0] : predictions(profiled, w, r.recommended);
      double predicted = predictions.length == 0 ? 0 : ProofRuns.median(predictions);
      double ratio = predicted > 0 ? realized / predicted : Double.NaN;
      boolean within =
          atLayer && placed && r.standing == Standing.CHANGE && Math.abs(ratio - 1) <= TOLERANCE;
      right += within ? 1 : 0;
      System.out.printf(
          Locale.ROOT,
          "| %s | %s | %s%s | %s | %s [%s-%s] | %s %s | %.2f |%n",
          phase.name(),
          r == null ? "none" : advice(r),
          atLayer ? "yes" : "no (" + (r == null || r.layer == null ? "raw API" : r.layer) + ")",
          placement ? " | " + (placed ? "yes" : "no (" + (r == null ? "-" : r.callSite) + ")") : "",
          reportSays(r),
          ms(predicted),
          predictions.length == 0 ? "-" : ms(Arrays.stream(predictions).min().getAsDouble()),
          predictions.length == 0 ? "-" : ms(Arrays.stream(predictions).max().getAsDouble()),
          ms(realized),
          interval(ci),
          ratio);
    }
    System.out.printf(
        Locale.ROOT,
        "%nMistaken phases with a rank-1 change at their layer%s, realized within ±%.0f %% of"
            + " predicted: %d of %d. Phases already right with no change to make: %d of %d.%n",
        placement ? " and the app's line" : "",
        TOLERANCE * 100,
        right,
        mistaken,
        rightAlready,
        already);
    System.out.println(
        runs.eachAlone()
            ? "Each phase's tuned twin ran in runs of its own, the other phases untuned."
            : "The tuned twins ran together, every phase tuned in the same runs.");
  }

  /** The standing and predicted-saving columns: what the report says of the phase's advice. */
  private static String reportSays(RecommendationResult r) {
    return r == null
        ? "none | -"
        : r.standing.name().toLowerCase(Locale.ROOT) + " | " + ms(r.savedNanos);
  }

  private static String advice(RecommendationResult r) {
    String what = r.layerChange != null ? r.layerChange : r.recommendedTitle;
    return String.format(Locale.ROOT, "%s (%s, %.2fx)", what, r.recommended, r.speedup);
  }

  /** The workloads derived from each profiled run's profile, as the report derives them. */
  private static List<List<ObservedWorkload>> profiled(File dir) throws Exception {
    File[] files = dir.listFiles((d, name) -> name.matches("profile-\\d+\\.json"));
    List<List<ObservedWorkload>> runs = new ArrayList<>();
    for (File f : files == null ? new File[0] : files) {
      runs.add(
          new WorkloadDeriver(Long.MAX_VALUE, Long.MAX_VALUE)
              .derive(ProfileReader.read(f.toPath()), 100));
    }
    if (runs.isEmpty()) {
      throw new IllegalArgumentException("no profile-N.json in " + dir);
    }
    return runs;
  }

  /** Per profiled run, the time the report's rule says the change would have saved in it. */
  private static double[] predictions(
      List<List<ObservedWorkload>> profiled, WorkloadResult w, String recommended) {
    return profiled.stream()
        .flatMap(
            run ->
                run.stream()
                    .filter(
                        o ->
                            o.label().equals(w.label())
                                && o.workload().operation().name().equals(w.operation)))
        .mapToDouble(o -> Saving.of(w, recommended, o.observedNanos(), o.observedCalls()))
        .toArray();
  }

  /** 95 % interval of the mean paired difference (untuned minus tuned) of the runs. */
  private static double[] pairedInterval(double[] before, double[] after) {
    int n = Math.min(before.length, after.length);
    if (n < 2) {
      return new double[] {Double.NaN, Double.NaN};
    }
    double mean = 0;
    for (int i = 0; i < n; i++) {
      mean += (before[i] - after[i]) / n;
    }
    double sq = 0;
    for (int i = 0; i < n; i++) {
      double d = before[i] - after[i] - mean;
      sq += d * d;
    }
    double half =
        new TDistribution(n - 1).inverseCumulativeProbability(0.975) * Math.sqrt(sq / (n - 1) / n);
    return new double[] {mean - half, mean + half};
  }

  private static String interval(double[] ci) {
    return "[" + ms(ci[0]) + " to " + ms(ci[1]) + "]";
  }

  private static String ms(double nanos) {
    return Double.isNaN(nanos) ? "-" : String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
  }
}
