package io.iobench.recommend;

import io.iobench.results.Standing;
import io.iobench.technique.Invasiveness;
import java.util.List;
import java.util.Objects;

/**
 * One suggested change for one file: from the technique the app uses to a measurably faster one.
 *
 * @param path the file (or scenario step) the workload stands for
 * @param currentId id of the technique the app uses
 * @param currentTitle its human title
 * @param recommendedId id of the suggested technique
 * @param recommendedTitle its human title
 * @param invasiveness how big the change is
 * @param speedup estimated speed-up (above 1: faster)
 * @param speedupLow lower bound of its 95 % interval
 * @param speedupHigh upper bound of its 95 % interval
 * @param savedNanos time the app would have saved in the observed run, 0 when unknown
 * @param before the code the app has now
 * @param after the code to write instead
 * @param callSite where the app does the I/O (e.g. {@code com.acme.Indexer.load(Indexer.java:42)}),
 *     or null when the profile does not say
 * @param caveats what to watch out for when switching
 * @param layer the layer the app's frame called, with the change this technique replays there; null
 *     when the recommendation is not at a layer (the app calls the file API itself, or the
 *     technique expresses none of the layer's changes)
 * @param standing a change to make, or why it is only an option
 */
public record Recommendation(
    String path,
    String currentId,
    String currentTitle,
    String recommendedId,
    String recommendedTitle,
    Invasiveness invasiveness,
    double speedup,
    double speedupLow,
    double speedupHigh,
    long savedNanos,
    String before,
    String after,
    String callSite,
    List<String> caveats,
    LayerChange layer,
    Standing standing) {

  public Recommendation {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(currentTitle, "currentTitle");
    Objects.requireNonNull(recommendedId, "recommendedId");
    Objects.requireNonNull(recommendedTitle, "recommendedTitle");
    Objects.requireNonNull(invasiveness, "invasiveness");
    before = before == null ? "" : before;
    after = after == null ? "" : after;
    caveats = caveats == null ? List.of() : List.copyOf(caveats);
    Objects.requireNonNull(standing, "standing");
  }

  /** This recommendation with another standing. */
  public Recommendation withStanding(Standing other) {
    return new Recommendation(
        path,
        currentId,
        currentTitle,
        recommendedId,
        recommendedTitle,
        invasiveness,
        speedup,
        speedupLow,
        speedupHigh,
        savedNanos,
        before,
        after,
        callSite,
        caveats,
        layer,
        other);
  }

  /** Whether this is a change only whoever owns the code that does the I/O can make. */
  public boolean ownCodeOnly() {
    return standing == Standing.OWN_CODE_ONLY;
  }
}
