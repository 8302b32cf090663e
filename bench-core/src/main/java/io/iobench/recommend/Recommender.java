package io.iobench.recommend;

import io.iobench.stats.Speedup;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Turns the measured alternatives of one workload into a verdict, by the rules of the product:
 *
 * <ol>
 *   <li>Only a candidate whose whole 95 % interval lies above the threshold (default 1.10×)
 *       qualifies: a gain inside the noise, or too small to be worth a code change, is no reason to
 *       touch working code.
 *   <li>Qualifying candidates are ranked by estimated speed-up, best first.
 *   <li>If a less invasive candidate (lower {@link io.iobench.technique.Invasiveness}) has an
 *       interval overlapping the top one's, the measurements cannot tell them apart, so the smaller
 *       change goes first: among several such, the least invasive, then the highest estimate. The
 *       others follow by estimate.
 * </ol>
 *
 * <p>Without a qualifying candidate the verdict is "already near the best measured here".
 */
public final class Recommender {
  public static final double DEFAULT_THRESHOLD = 1.10;

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

  /** For the promotion of a smaller change: least invasive, then as {@link #BY_ESTIMATE}. */
  private static final Comparator<Candidate> LEAST_INVASIVE =
      Comparator.comparing(Candidate::invasiveness).thenComparing(BY_ESTIMATE);

  private final double threshold;

  public Recommender() {
    this(DEFAULT_THRESHOLD);
  }

  /**
   * @param threshold the speed-up a candidate's whole interval must exceed, at least 1
   */
  public Recommender(double threshold) {
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
    List<Candidate> ranked = alternatives(currentId, candidates);
    ranked.sort(BY_ESTIMATE);
    Candidate best = ranked.isEmpty() ? null : ranked.get(0);

    List<Candidate> qualifying = new ArrayList<>();
    for (Candidate c : ranked) {
      if (c.speedup().whollyAbove(threshold)) {
        qualifying.add(c);
      }
    }
    preferLessInvasive(qualifying);
    preferSmallerBuffer(qualifying);

    List<Recommendation> recommendations = new ArrayList<>();
    for (Candidate c : qualifying) {
      Speedup s = c.speedup();
      recommendations.add(
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
              savedNanos(observedNanos, s.estimate()),
              currentCode,
              c.code(),
              callSite,
              c.caveats()));
    }
    return new Verdict(path, currentId, currentTitle, threshold, recommendations, best);
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

  /** Moves the least invasive candidate that the top one cannot be told apart from to the front. */
  private static void preferLessInvasive(List<Candidate> ranked) {
    if (ranked.size() < 2) {
      return;
    }
    Candidate top = ranked.get(0);
    ranked.stream()
        .filter(c -> c.invasiveness().compareTo(top.invasiveness()) < 0)
        .filter(c -> c.speedup().overlaps(top.speedup()))
        .min(LEAST_INVASIVE)
        .ifPresent(
            smaller -> {
              ranked.remove(smaller);
              ranked.add(0, smaller);
            });
  }

  /**
   * Among sizes of the first candidate's family that cannot be told apart from it, the smallest
   * buffer comes first: it gains as much and costs less memory (a 1 MiB buffer per open stream adds
   * up).
   */
  private static void preferSmallerBuffer(List<Candidate> ranked) {
    if (ranked.size() < 2) {
      return;
    }
    Candidate first = ranked.get(0);
    String family = family(first.techniqueId());
    ranked.stream()
        .filter(c -> c.bufferSize() > 0 && c.bufferSize() < first.bufferSize())
        .filter(
            c -> family(c.techniqueId()).equals(family) && c.invasiveness() == first.invasiveness())
        .filter(c -> c.speedup().overlaps(first.speedup()))
        .min(Comparator.comparingInt(Candidate::bufferSize))
        .ifPresent(
            smaller -> {
              ranked.remove(smaller);
              ranked.add(0, smaller);
            });
  }

  private static String family(String techniqueId) {
    int slash = techniqueId.indexOf('/');
    return slash < 0 ? techniqueId : techniqueId.substring(0, slash);
  }

  /**
   * Time the app would have saved in the observed run had it been this much faster: observed × (1 −
   * 1 / speed-up), rounded; 0 when the observed time is unknown (0 or less).
   */
  public static long savedNanos(long observedNanos, double speedup) {
    if (observedNanos <= 0) {
      return 0;
    }
    return Math.round(observedNanos * (1 - 1 / speedup));
  }
}
