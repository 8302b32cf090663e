package io.iobench.recommend;

import io.iobench.analysis.LibraryEntry;
import io.iobench.layer.AppLayer;
import io.iobench.results.ExtraRoundsStop;
import io.iobench.results.Standing;
import io.iobench.stats.Speedup;
import io.iobench.text.Units;
import java.util.List;
import java.util.Objects;

/**
 * What iobench says about one workload: either a ranked list of changes, best first, or that the
 * technique in use is already near the best measured here, or that the measurement could not decide
 * ({@link Undecided}).
 *
 * @param path the file (or scenario step) the workload stands for
 * @param currentId id of the technique the app uses
 * @param currentTitle its human title
 * @param threshold the speed-up a change had to be wholly above
 * @param recommendations the changes, best first; empty when the current technique is near the best
 * @param best the alternative with the highest estimated speed-up, whether it qualified or not (it
 *     need not be the first recommendation, which may be a less invasive one); null when no
 *     alternative was measured
 * @param tooWide when nothing is recommended, the fastest alternative whose interval is too wide to
 *     decide ({@link Undecided}); else null
 * @param layer the layer the app's frame called, or null
 * @param library where the app's calls entered a library no layer row describes, or null
 * @param callerUnknown whether the profile walked the calls' stacks but not to the app's frame, and
 *     they went through no layer it names: whose code made them is unknown
 * @param runNanos wall time of the profiled run, 0 when unknown
 * @param minSavingShare the share of the run a change had to save to be one to make
 * @param extraRounds the rounds the workload made after its planned ones, its interval too wide
 * @param extraRoundsStop why those stopped; null when the workload made none and was never meant to
 *     (it was decided in its planned rounds, or the replay makes no extra rounds)
 * @param forceNotMeasured where a workload that forces its writes was replayed on a file system
 *     whose force() waits for no device, unlike the app's file's, why its changes are not ones to
 *     make ({@link Standing#FORCE_NOT_MEASURED}); else null
 */
public record Verdict(
    String path,
    String currentId,
    String currentTitle,
    double threshold,
    List<Recommendation> recommendations,
    Candidate best,
    Candidate tooWide,
    AppLayer layer,
    LibraryEntry library,
    boolean callerUnknown,
    long runNanos,
    double minSavingShare,
    int extraRounds,
    ExtraRoundsStop extraRoundsStop,
    String forceNotMeasured) {

  public Verdict {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(currentTitle, "currentTitle");
    recommendations = List.copyOf(recommendations);
    if (!recommendations.isEmpty() && best == null) {
      throw new IllegalArgumentException("recommendations without a measured best alternative");
    }
    if (!recommendations.isEmpty() && tooWide != null) {
      throw new IllegalArgumentException("recommendations, yet an interval too wide to decide");
    }
  }

  /**
   * This verdict, of a workload that made {@code rounds} extra rounds because an alternative's
   * interval was too wide to decide after its planned ones, and why they stopped.
   */
  public Verdict afterExtraRounds(int rounds, ExtraRoundsStop stop) {
    return new Verdict(
        path,
        currentId,
        currentTitle,
        threshold,
        recommendations,
        best,
        tooWide,
        layer,
        library,
        callerUnknown,
        runNanos,
        minSavingShare,
        rounds,
        Objects.requireNonNull(stop, "stop"),
        forceNotMeasured);
  }

  /**
   * This verdict of a workload that forces its writes, replayed where force() waits for no device
   * while the app's file was not: its changes stay in view, none of them one to make.
   *
   * @param why where it was replayed and where the app's file was
   */
  public Verdict withForceNotMeasured(String why) {
    return new Verdict(
        path,
        currentId,
        currentTitle,
        threshold,
        recommendations.stream()
            .map(
                r ->
                    r.standing() == Standing.OWN_CODE_ONLY
                        ? r
                        : r.withStanding(Standing.FORCE_NOT_MEASURED))
            .toList(),
        best,
        tooWide,
        layer,
        library,
        callerUnknown,
        runNanos,
        minSavingShare,
        extraRounds,
        extraRoundsStop,
        Objects.requireNonNull(why, "why"));
  }

  /** True when no alternative was clearly faster (measured or not: see {@link #undecided}). */
  public boolean nearBest() {
    return recommendations.isEmpty();
  }

  /**
   * True when nothing was recommended although an alternative may be much faster: its interval
   * reaches from under the threshold to {@link Undecided#LARGE_GAIN} or more.
   */
  public boolean undecided() {
    return tooWide != null;
  }

  /**
   * Whether there is a change the app can make: a recommendation that is not only for whoever owns
   * the code that does the I/O (inside a library or an engine).
   */
  public boolean changeToMake() {
    return !recommendations.isEmpty() && recommendations.get(0).standing() == Standing.CHANGE;
  }

  /** The speed-up of the fastest alternative measured, or null when none was. */
  public Speedup bestSpeedup() {
    return best == null ? null : best.speedup();
  }

  /** One line for a console or a report table. */
  public String summary() {
    if (forceNotMeasured != null && !nearBest()) {
      return path
          + ": nothing recommended: the app forces its writes to the device, and the replay ran "
          + forceNotMeasured
          + ": a force() there waits for no device, so what was measured ("
          + recommendations.get(0).recommendedTitle()
          + ", "
          + faster(recommendations.get(0))
          + ") leaves out the app's waits for its disk (replay on the file's own file system, or"
          + " with --work-dir on one like it)";
    }
    if (layer != null && !layer.appCanChange()) {
      return path
          + ": inside "
          + layer.layer().title()
          + ": nothing to change in your code"
          + ownCodeTail();
    }
    if (!nearBest() && recommendations.get(0).standing() == Standing.SMALL_GAIN) {
      Recommendation first = recommendations.get(0);
      return path
          + ": "
          + (first.layer() != null
              ? "at " + first.layer().where() + ": " + first.layer().change().phrase()
              : first.recommendedTitle() + " instead of " + currentTitle)
          + " "
          + savesOnly(first.savedNanos())
          + ": an option, not a change to make ("
          + faster(first)
          + ")";
    }
    if (library != null && !nearBest() && !changeToMake()) {
      return throughLibrary();
    }
    if (callerUnknown && !nearBest()) {
      return path
          + ": whose code makes these calls is unknown (the profile's stack walks of them stopped"
          + " before the app's frame): no change placed in your code"
          + ownCodeTail();
    }
    if (!nearBest() && !changeToMake()) {
      return path + ": no change at " + layer.where() + " measured faster" + ownCodeTail();
    }
    if (nearBest() && best == null) {
      return path + ": no alternative was measured: " + whyNoneMeasured();
    }
    if (undecided()) {
      return path
          + ": undecided: "
          + (tooWide == best ? "the fastest alternative, " : "")
          + titled(tooWide)
          + ", an interval too wide to tell no gain from a large one"
          + afterExtraRounds();
    }
    if (nearBest()) {
      return path
          + ": "
          + currentTitle
          + " is already near the best measured here (fastest alternative: "
          + fastest()
          + ", not wholly above "
          + Units.factor(threshold)
          + "x)";
    }
    Recommendation first = recommendations.get(0);
    StringBuilder line = new StringBuilder().append(path).append(": ");
    if (first.layer() != null) {
      line.append("at ")
          .append(first.layer().where())
          .append(": ")
          .append(first.layer().change().phrase())
          .append(" (replayed as ")
          .append(first.recommendedTitle())
          .append(")");
    } else {
      line.append("use ")
          .append(first.recommendedTitle())
          .append(" instead of ")
          .append(currentTitle);
    }
    line.append(": ").append(faster(first));
    if (first.savedNanos() > 0) {
      line.append(", would have saved ").append(Units.duration(first.savedNanos()));
    }
    int more =
        (int) recommendations.stream().filter(r -> r.standing() == Standing.CHANGE).count() - 1;
    if (more > 0) {
      line.append(" (").append(more).append(more == 1 ? " more option)" : " more options)");
    }
    return line.toString();
  }

  /**
   * Through a library no row describes: not a change of the file calls, which are the library's,
   * but what a change of how the app uses the library must achieve, and the replay's measure of it.
   */
  private String throughLibrary() {
    return path
        + ": your calls into "
        + library.method()
        + " ("
        + library.library()
        + ") make the file's calls"
        + (library.flushesThrough()
            ? ", and it flushes the stream on its way to the file, so a buffer put under it would be"
                + " flushed as often"
            : "")
        + ": iobench has no row for this library; a change of how you call it or of its settings"
        + " must give the file fewer, larger calls, which the replay measured as "
        + fastest()
        + smallGainTail();
  }

  /** Where the fastest change would save under the minimum share of the run, how little. */
  private String smallGainTail() {
    long saved = recommendations.get(0).savedNanos();
    if (runNanos <= 0 || saved <= 0 || saved >= minSavingShare * runNanos) {
      return "";
    }
    return " (it " + savesOnly(saved) + ")";
  }

  /** How little a change would save of the run: under the minimum share of it. */
  private String savesOnly(long savedNanos) {
    return "would save only "
        + Units.duration(savedNanos)
        + " of the "
        + Units.duration(runNanos)
        + " run, under "
        + Units.percent(minSavingShare);
  }

  /** A recommendation's speed-up with its interval: {@code 12.3x faster [11.8-12.9]}. */
  private static String faster(Recommendation r) {
    return Units.factor(r.speedup())
        + "x faster "
        + Units.interval(r.speedupLow(), r.speedupHigh());
  }

  /** The fastest alternative measured, with its estimate and interval. */
  private String fastest() {
    return titled(best);
  }

  /** An alternative with its estimate and interval. */
  private static String titled(Candidate c) {
    Speedup s = c.speedup();
    return c.title() + ", " + Units.factor(s.estimate()) + "x " + Units.interval(s.low(), s.high());
  }

  /** What the extra rounds of an undecided workload did, or what would narrow its interval. */
  private String afterExtraRounds() {
    if (extraRoundsStop == null) {
      return " (more rounds narrow it)";
    }
    String rounds = extraRounds == 1 ? "1 extra round" : extraRounds + " extra rounds";
    return switch (extraRoundsStop) {
      case ROUND_CAP -> " even after " + rounds + " (the most --extra-rounds allows)";
      case TIME_CAP ->
          extraRounds == 0
              ? " (no extra round fit in the time --extra-time allows)"
              : " even after " + rounds + " (all that fit in the time --extra-time allows)";
      case DECIDED, FAILED -> " after " + rounds;
    };
  }

  /** Why the replay had no alternative to measure for this workload. */
  private String whyNoneMeasured() {
    if (layer != null) {
      return "iobench knows no change at "
          + layer.where()
          + " for this way in (--all-techniques measures the file API's alternatives)";
    }
    return "no technique of the catalogue fits this workload, or none that ran moved its bytes";
  }

  /** What the fastest change would give whoever owns the code that does the I/O, if any. */
  private String ownCodeTail() {
    if (recommendations.isEmpty()) {
      return "";
    }
    Recommendation r = recommendations.get(0);
    return " (if you own the code that does the I/O: "
        + r.recommendedTitle()
        + " instead of "
        + currentTitle
        + ", "
        + faster(r)
        + ")";
  }
}
