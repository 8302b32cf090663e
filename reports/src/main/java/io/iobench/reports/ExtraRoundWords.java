package io.iobench.reports;

import io.iobench.results.WorkloadResult;
import io.iobench.text.Units;
import java.util.List;

/** A workload's extra rounds in words, for the console and the HTML report alike. */
public final class ExtraRoundWords {
  /** Alternatives named; the others are counted. */
  private static final int NAMED = 4;

  private ExtraRoundWords() {}

  /**
   * How many extra rounds the workload made, of which alternatives, how long they took and why they
   * stopped; null when it made none.
   */
  public static String of(WorkloadResult.ExtraRounds extra) {
    if (extra == null) {
      return null;
    }
    String rounds = extra.rounds == 1 ? "1 extra round" : extra.rounds + " extra rounds";
    String of =
        extra.alternatives.isEmpty()
            ? ""
            : " of the baseline and "
                + names(extra.alternatives)
                + (extra.alternatives.size() == 1
                    ? ", whose interval was"
                    : ", whose intervals were")
                + " too wide to decide after the planned rounds";
    String took = extra.rounds == 0 ? "" : ", in " + Units.duration(extra.nanos);
    return rounds + of + took + ": " + why(extra);
  }

  private static String why(WorkloadResult.ExtraRounds extra) {
    if (extra.stoppedBy == null) {
      return "stopped for a reason this iobench does not know";
    }
    return switch (extra.stoppedBy) {
      case DECIDED -> "they stopped once no interval was too wide to decide";
      case ROUND_CAP -> "still too wide after the most extra rounds allowed (--extra-rounds)";
      case TIME_CAP ->
          "still too wide when another round would have run past their time cap of "
              + Units.duration(extra.capNanos)
              + " (--extra-time)";
      case FAILED -> "they stopped when the baseline failed";
    };
  }

  private static String names(List<String> ids) {
    if (ids.size() <= NAMED) {
      return String.join(", ", ids);
    }
    return String.join(", ", ids.subList(0, NAMED)) + " and " + (ids.size() - NAMED) + " more";
  }
}
