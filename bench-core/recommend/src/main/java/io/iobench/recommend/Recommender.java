package io.iobench.recommend;

import io.iobench.analysis.LibraryEntry;
import io.iobench.analysis.LibraryWithoutRow;
import io.iobench.layer.AppLayer;
import io.iobench.layer.Change;
import io.iobench.results.Standing;
import io.iobench.stats.Speedup;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Technique;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;

/**
 * Turns the measured alternatives of one workload into a verdict, by the rules of the product:
 *
 * <ol>
 *   <li>Only a candidate whose whole 95 % interval lies above the threshold (default 1.10×)
 *       qualifies: a gain inside the noise, or too small to be worth a code change, is no reason to
 *       touch working code.
 *   <li>Qualifying candidates are ranked by estimated speed-up, best first.
 *   <li>The first recommendation is the smallest change that is as good as the top one: one whose
 *       interval overlaps the top one's (the measurements cannot tell them apart), or that saves at
 *       least {@value #EQUIVALENT_SAVING} of the time the top one saves (1 100 and 1 600 times
 *       faster both save 99.9 % of it, and which of such two measures faster moves from one JVM to
 *       the next). Among those, the least invasive changes from the app's technique ({@link
 *       #invasiveness(Technique, Technique)}), of these the one with the highest estimate, and of
 *       its family the smallest buffer as good as that one ({@link SmallestChange}, which the
 *       {@link SequentialElimination} applies too). The others follow by estimate.
 * </ol>
 *
 * <p>Without a qualifying candidate the verdict is "already near the best measured here".
 */
public final class Recommender {
  public static final double DEFAULT_THRESHOLD = 1.10;

  /** Calls smaller than this are taken to be records the app produces or consumes, not a buffer. */
  static final int RECORD_SIZED = 4096;

  /**
   * Highest estimate first; ties broken so the order never depends on the order measured: the less
   * invasive change, then the higher lower bound (the surer gain), then the technique id.
   */
  static final Comparator<Candidate> BY_ESTIMATE =
      Comparator.comparingDouble((Candidate c) -> c.speedup().estimate())
          .reversed()
          .thenComparing(Candidate::invasiveness)
          .thenComparing(Comparator.comparingDouble((Candidate c) -> c.speedup().low()).reversed())
          .thenComparing(Candidate::techniqueId);

  /**
   * A qualifying candidate that saves at least this share of the time the top one saves is as good
   * a change for the app.
   */
  public static final double EQUIVALENT_SAVING = 0.95;

  /** The share of the profiled run's wall time a change must save to be one to make. */
  public static final double DEFAULT_MIN_SAVING_SHARE = 0.01;

  private final double threshold;
  private final double minSavingShare;

  public Recommender() {
    this(DEFAULT_THRESHOLD);
  }

  public Recommender(double threshold) {
    this(threshold, DEFAULT_MIN_SAVING_SHARE);
  }

  /**
   * @param threshold the speed-up a candidate's whole interval must exceed, at least 1
   * @param minSavingShare the share of the profiled run's wall time a change must save to be one to
   *     make (0 to 1); a smaller gain is an option only
   */
  public Recommender(double threshold, double minSavingShare) {
    if (!(minSavingShare >= 0 && minSavingShare <= 1)) {
      throw new IllegalArgumentException(
          "the minimum saving must be a share of the run from 0 to 1: " + minSavingShare);
    }
    this.minSavingShare = minSavingShare;
    // Below 1 a slower technique could be recommended.
    if (!(threshold >= 1 && threshold < Double.POSITIVE_INFINITY)) {
      throw new IllegalArgumentException(
          "the threshold must be a finite speed-up of at least 1: " + threshold);
    }
    this.threshold = threshold;
  }

  public double threshold() {
    return threshold;
  }

  /**
   * Decides one workload on intervals that hold for all its alternatives at once: with twenty
   * alternatives at 95 % each, one of them would clear the threshold by luck about every second
   * replay, so each interval is a {@linkplain Speedup#simultaneousConfidence Bonferroni} one. How
   * big each change is counts from the app's technique ({@link #invasiveness}).
   *
   * @param label the workload as the change text names it (a file, a copy, a scenario step)
   * @param current the app's technique, the baseline
   * @param baselineRounds its measured rounds, paired with each alternative's
   * @param currentCode the code the app has now, shown as "before"
   * @param observed what the profile says of the app's side
   * @param alternatives the alternatives that ran and moved the right bytes
   */
  public Decision decide(
      String label,
      Technique current,
      double[] baselineRounds,
      String currentCode,
      Observed observed,
      List<Decision.Alternative> alternatives) {
    return decide(
        label,
        current,
        baselineRounds,
        currentCode,
        observed,
        alternatives,
        Speedup.simultaneousConfidence(alternatives.size()),
        Saving.Replayed.NOT_COMPARABLE);
  }

  /**
   * As {@link #decide(String, Technique, double[], String, Observed, List)}, with each interval at
   * {@code confidence}: a replay that stopped measuring some alternatives early spent part of its
   * error budget on those looks ({@link SequentialElimination#finalConfidence}). An alternative
   * with fewer rounds than the baseline is paired with the baseline's first ones, measured in the
   * same interleaved rounds. The savings are stated with the replayed baseline where its calls
   * stand for the app's ({@link Saving}).
   */
  public Decision decide(
      String label,
      Technique current,
      double[] baselineRounds,
      String currentCode,
      Observed observed,
      List<Decision.Alternative> alternatives,
      double confidence,
      Saving.Replayed baseline) {
    Map<String, Speedup> intervals = new LinkedHashMap<>();
    List<Candidate> candidates = new ArrayList<>();
    for (Decision.Alternative a : alternatives) {
      Technique t = a.technique();
      Speedup interval = Speedup.pairedWithFirstRounds(baselineRounds, a.rounds(), confidence);
      intervals.put(t.id(), interval);
      candidates.add(Candidate.of(current, t, interval, a.code(), a.caveats(), a.callsPerRound()));
    }
    Verdict verdict =
        recommend(
            label, current.id(), current.title(), currentCode, observed, candidates, baseline);
    return new Decision(confidence, intervals, verdict);
  }

  /**
   * How big the change from the app's technique is. Another size of the same family is only a
   * buffer change when the app already uses a real buffer; when its calls are record-sized (under 4
   * KiB), bigger calls mean gathering records into an array, a bigger change than wrapping the
   * stream in a buffered one. A family that is "just a buffer size" on its own (FileOutputStream
   * with a bigger array) means another API when the app used a different one.
   */
  public static Invasiveness invasiveness(Technique current, Technique alternative) {
    if (alternative.family().equals(current.family())) {
      return current.bufferSize() >= RECORD_SIZED ? Invasiveness.BUFFER_SIZE : Invasiveness.NEW_API;
    }
    Invasiveness own = alternative.invasiveness();
    return own == Invasiveness.BUFFER_SIZE ? Invasiveness.NEW_API : own;
  }

  /**
   * The verdict for one workload.
   *
   * @param path the file (or scenario step) the workload stands for
   * @param currentId id of the technique the app uses, the baseline
   * @param currentTitle its human title
   * @param currentCode the code the app has now, shown as "before"
   * @param callSite where the app does the I/O, or null when unknown
   * @param observedNanos time the app spent on this I/O in the profiled run, 0 or less when unknown
   * @param candidates the alternatives that ran and moved the right bytes; one with the baseline's
   *     own id (a catalogue may list the current technique among the alternatives) is ignored
   * @throws IllegalArgumentException if two candidates share an id
   */
  public Verdict recommend(
      String path,
      String currentId,
      String currentTitle,
      String currentCode,
      String callSite,
      long observedNanos,
      List<Candidate> candidates) {
    return recommend(
        path,
        currentId,
        currentTitle,
        currentCode,
        new Observed(callSite, observedNanos, 0, null),
        candidates);
  }

  /**
   * The verdict for one workload of a profiled app. Where the app's calls come through a layer, the
   * candidates that replay one of the layer's changes come first, in their own order, each as that
   * change; the others follow as changes only for whoever owns the code that does the I/O. Inside
   * an engine (the layer's change is "nothing"), every candidate is such a change, and so it is
   * where the profile walked the calls' stacks but not to the app's frame. A change that would have
   * saved less than the minimum share of the profiled run is an option only.
   *
   * @param observed what the profile says of the app's side
   */
  public Verdict recommend(
      String path,
      String currentId,
      String currentTitle,
      String currentCode,
      Observed observed,
      List<Candidate> candidates) {
    return recommend(
        path,
        currentId,
        currentTitle,
        currentCode,
        observed,
        candidates,
        Saving.Replayed.NOT_COMPARABLE);
  }

  /**
   * As {@link #recommend(String, String, String, String, Observed, List)}, each saving stated with
   * the replayed baseline's round ({@link Saving}).
   */
  public Verdict recommend(
      String path,
      String currentId,
      String currentTitle,
      String currentCode,
      Observed observed,
      List<Candidate> candidates,
      Saving.Replayed baseline) {
    // Through a library without a layer row, no change of a file call is the app's to make: the
    // change is at the app's call into the library, by its generic row.
    LibraryEntry library = observed.layer() == null ? observed.library() : null;
    AppLayer layer =
        library != null ? LibraryWithoutRow.at(library, observed.callSite(), 1) : observed.layer();
    // Whose code made calls whose stack was not walked to the app's frame is unknown: a change of
    // them is for whoever owns that code, as through a layer that has no change for it.
    boolean notTheAppsOwn = layer != null || observed.callerUnknown();
    long observedNanos = observed.observedNanos();
    List<Candidate> ranked = alternatives(currentId, candidates);
    ranked.sort(BY_ESTIMATE);
    Candidate best = ranked.isEmpty() ? null : ranked.get(0);

    List<Candidate> qualifying = new ArrayList<>();
    for (Candidate c : ranked) {
      if (c.speedup().whollyAbove(threshold)) {
        qualifying.add(c);
      }
    }
    putFirstTheSmallestChangeAsGoodAsTheTop(qualifying, observed, baseline);

    List<Recommendation> recommendations = new ArrayList<>();
    List<Recommendation> ownCode = new ArrayList<>();
    for (Candidate c : qualifying) {
      Speedup s = c.speedup();
      Change change =
          layer == null ? null : layer.changeFor(Catalogue.familyOf(c.techniqueId())).orElse(null);
      LayerChange at =
          change == null
              ? null
              : new LayerChange(
                  layer, change, observed.calls(), observed.callSize(), observed.libraryCalls());
      // At a layer, the code and caveats are the layer's change: the technique only replays it.
      List<String> caveats = at != null ? change.caveats() : c.caveats();
      String before = at != null && !change.before().isEmpty() ? change.before() : currentCode;
      boolean ownCodeOnly = notTheAppsOwn && at == null;
      long saved =
          Saving.savedNanos(
              observedNanos, observed.calls(), baseline, s.estimate(), c.callsPerRound());
      (ownCodeOnly ? ownCode : recommendations)
          .add(
              new Recommendation(
                  path,
                  currentId,
                  currentTitle,
                  c.techniqueId(),
                  c.title(),
                  c.invasiveness(),
                  s.estimate(),
                  s.low(),
                  s.high(),
                  saved,
                  before,
                  at != null ? change.code() : c.code(),
                  observed.callSite(),
                  caveats,
                  at,
                  standing(ownCodeOnly, saved, observed)));
    }
    recommendations.addAll(ownCode);
    return new Verdict(
        path,
        currentId,
        currentTitle,
        threshold,
        recommendations,
        best,
        tooWide(ranked),
        layer,
        library,
        layer == null && observed.callerUnknown(),
        observed.runNanos(),
        minSavingShare,
        0,
        null,
        null);
  }

  private Standing standing(boolean ownCodeOnly, long savedNanos, Observed observed) {
    if (ownCodeOnly) {
      return Standing.OWN_CODE_ONLY;
    }
    boolean known = observed.runNanos() > 0 && observed.observedNanos() > 0;
    return known && savedNanos < minSavingShare * observed.runNanos()
        ? Standing.SMALL_GAIN
        : Standing.CHANGE;
  }

  private static List<Candidate> alternatives(String currentId, List<Candidate> candidates) {
    List<Candidate> result = new ArrayList<>();
    Set<String> ids = new HashSet<>();
    for (Candidate c : candidates) {
      if (!ids.add(c.techniqueId())) {
        throw new IllegalArgumentException(
            "technique " + c.techniqueId() + " is a candidate twice");
      }
      if (!c.techniqueId().equals(currentId)) {
        result.add(c);
      }
    }
    return result;
  }

  /**
   * The fastest of the candidates, ranked, that leave the workload {@linkplain Undecided
   * undecided}, or null when none do.
   */
  private Candidate tooWide(List<Candidate> ranked) {
    Map<Candidate, Speedup> intervals = new LinkedHashMap<>();
    ranked.forEach(c -> intervals.put(c, c.speedup()));
    return Undecided.among(intervals, threshold).stream().findFirst().orElse(null);
  }

  /**
   * Moves the smallest change as good as the top one to the front (see the class's rules), each
   * weighed by the time it would save as its recommendation states it, or by its speed-up where the
   * app's time is unknown.
   */
  private static void putFirstTheSmallestChangeAsGoodAsTheTop(
      List<Candidate> ranked, Observed observed, Saving.Replayed baseline) {
    if (ranked.size() < 2) {
      return;
    }
    long observedNanos = observed.observedNanos();
    ToDoubleFunction<Candidate> saved =
        observedNanos > 0
            ? c ->
                Saving.saved(
                    observedNanos,
                    observed.calls(),
                    baseline,
                    c.speedup().estimate(),
                    c.callsPerRound())
            : c -> SmallestChange.savedShare(c.speedup().estimate());
    Candidate first = SmallestChange.asMeasured(saved).first(ranked);
    ranked.remove(first);
    ranked.add(0, first);
  }
}
