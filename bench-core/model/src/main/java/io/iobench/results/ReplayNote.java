package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import java.util.List;

/**
 * What the replay of a profiled workload assumed, capped or kept of the app's calls: facts with
 * their numbers, which the reports put into words. In the results file each is an object whose
 * {@code kind} names it; a results file written before notes were facts holds sentences, read as
 * {@link Text}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "kind")
@JsonSubTypes({
  @JsonSubTypes.Type(value = ReplayNote.Capped.class, name = "capped"),
  @JsonSubTypes.Type(value = ReplayNote.RandomRuns.class, name = "random-runs"),
  @JsonSubTypes.Type(value = ReplayNote.CallsPerRound.class, name = "calls-per-round"),
  @JsonSubTypes.Type(value = ReplayNote.SizeMix.class, name = "size-mix"),
  @JsonSubTypes.Type(value = ReplayNote.ForceCadence.class, name = "force-cadence"),
  @JsonSubTypes.Type(value = ReplayNote.OpenCadence.class, name = "open-cadence"),
  @JsonSubTypes.Type(value = ReplayNote.LibraryCallTime.class, name = "library-call-time"),
  @JsonSubTypes.Type(value = ReplayNote.JsonValues.class, name = "json-values"),
  @JsonSubTypes.Type(value = ReplayNote.NotInOrder.class, name = "not-in-order"),
  @JsonSubTypes.Type(value = ReplayNote.Truncated.class, name = "truncated"),
  @JsonSubTypes.Type(value = ReplayNote.Threads.class, name = "threads"),
  @JsonSubTypes.Type(value = ReplayNote.Text.class, name = "text"),
  @JsonSubTypes.Type(value = ReplayNote.Lines.class, name = "lines")
})
public sealed interface ReplayNote {

  /** The file was bigger than a round moves: it is replayed at {@code replayedBytes}. */
  record Capped(long replayedBytes, long observedBytes) implements ReplayNote {}

  /**
   * {@code consecutivePercent} % of the positional calls began where the one before ended: the
   * replay makes its random calls in runs of {@code run}, one random position per run.
   */
  record RandomRuns(long consecutivePercent, int run) implements ReplayNote {}

  /**
   * A round replays {@code calls} of the app's {@code appCalls} random calls per thread; a
   * technique fast enough makes up to {@code mostPerOpen} in one open, so that opening and mapping
   * are shared by as many calls as in the app.
   */
  record CallsPerRound(long calls, long appCalls, long mostPerOpen) implements ReplayNote {}

  /**
   * The app's calls came in several sizes, the commonest with their shares, {@code meanBytes} on
   * average: the replay makes its calls in that mix, in a cycle of {@code cycle} calls.
   */
  record SizeMix(List<Share> commonest, boolean more, double meanBytes, int cycle)
      implements ReplayNote {
    public SizeMix {
      commonest = List.copyOf(commonest);
    }

    /** One call size and the percentage of the calls of that size. */
    public record Share(int bytes, double percent) {}
  }

  /** The replay keeps the app's force() cadence: one per {@code everyBytes} bytes written. */
  record ForceCadence(long everyBytes) implements ReplayNote {}

  /**
   * The app opened the file {@code opens} times and closed it {@code closes} times for its {@code
   * calls} writes, which took {@code openNanos} of the file's time: the app's technique is replayed
   * opening the file (appending) every {@code everyCalls} calls, every other one keeping it open.
   */
  record OpenCadence(long opens, long closes, long calls, long openNanos, long everyCalls)
      implements ReplayNote {}

  /**
   * The library method {@code entry} the app called opened the file in each call, or was the
   * library's flush ({@code flushes}): the app's {@code calls} calls into it took {@code nanos}
   * ({@code countedNanos} over the {@code countedCalls} the agent counted, for every call), which a
   * change that keeps the file open, or that stops flushing per call, replaces, so the time the
   * change saves is counted from theirs, not from the file calls' alone. {@code withoutAgent}: the
   * time is the library's own plus its file calls' as timed, the agent's cost of recording them
   * left out (false for a profile of an agent before the library's own time, whose counted time
   * includes that cost).
   */
  record LibraryCallTime(
      String entry,
      long calls,
      long nanos,
      long countedCalls,
      long countedNanos,
      boolean flushes,
      boolean withoutAgent)
      implements ReplayNote {}

  /**
   * Each of the app's writes was a call of Jackson's {@code entry} with one value, which made a
   * generator for it: the app's {@code calls} calls into it took {@code nanos} ({@code
   * countedNanos} over the {@code countedCalls} the agent counted, for every call; Jackson's own
   * time and the writes', the agent's cost left out). The replay makes such calls with {@code
   * replayedWith}, iobench's own copy, on values of the app's size, not the app's values; one
   * SequenceWriter replaces them, so the time it saves is counted from theirs.
   */
  record JsonValues(
      String entry,
      long calls,
      long nanos,
      long countedCalls,
      long countedNanos,
      String replayedWith)
      implements ReplayNote {}

  /**
   * The app's writes (or a copy's reads of its source, or the lines it read) were not sequential;
   * the replay moves the same bytes sequentially.
   */
  record NotInOrder(String operation) implements ReplayNote {}

  /**
   * The app's open truncated {@code bytes} already in the file (a copy's target when {@code
   * target}); the replay writes over a full-size file, truncating it the same way.
   */
  record Truncated(long bytes, boolean target) implements ReplayNote {}

  /**
   * {@code appThreads} threads made the calls; the replay makes them on {@code replayThreads}
   * threads at once, each the whole pattern with its own stream or channel.
   */
  record Threads(long appThreads, int replayThreads) implements ReplayNote {}

  /**
   * The app called RandomAccessFile.readLine {@code lines} times, for {@code bytes} bytes in all,
   * making {@code reads} reads of the file; the replay reads lines of its own text the same way.
   */
  record Lines(long lines, long bytes, long reads) implements ReplayNote {}

  /** A note of a results file written before notes were facts: its sentence as it stands. */
  record Text(String text) implements ReplayNote {}
}
