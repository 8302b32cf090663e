package io.iobench.recommend;

import io.iobench.stats.Speedup;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Technique;
import java.util.List;
import java.util.Objects;

/**
 * One alternative technique measured against the baseline of one workload. Alternatives that failed
 * or moved other bytes are no candidates: the caller leaves them out.
 *
 * @param techniqueId stable id, e.g. {@code buffered-stream/8k}
 * @param title human title, e.g. {@code BufferedInputStream (8 KiB)}
 * @param invasiveness how big the change to it is
 * @param bufferSize bytes per I/O call, 0 where it has no buffer
 * @param speedup how much faster than the baseline, from paired rounds
 * @param code the code a user would write, shown as the "after" of a change
 * @param caveats what to watch out for when switching
 * @param callsPerRound the calls a replayed round of it made, 0 when unknown
 */
public record Candidate(
    String techniqueId,
    String title,
    Invasiveness invasiveness,
    int bufferSize,
    Speedup speedup,
    String code,
    List<String> caveats,
    long callsPerRound) {

  public Candidate {
    Objects.requireNonNull(techniqueId, "techniqueId");
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(invasiveness, "invasiveness");
    Objects.requireNonNull(speedup, "speedup");
    code = code == null ? "" : code;
    caveats = caveats == null ? List.of() : List.copyOf(caveats);
  }

  /**
   * An alternative to the app's technique, its change counted from that technique ({@link
   * Recommender#invasiveness}).
   */
  static Candidate of(
      Technique current,
      Technique alternative,
      Speedup speedup,
      String code,
      List<String> caveats,
      long callsPerRound) {
    return new Candidate(
        alternative.id(),
        alternative.title(),
        Recommender.invasiveness(current, alternative),
        alternative.bufferSize(),
        speedup,
        code,
        caveats,
        callsPerRound);
  }
}
