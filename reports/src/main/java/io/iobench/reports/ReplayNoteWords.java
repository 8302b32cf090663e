package io.iobench.reports;

import io.iobench.results.ReplayNote;
import io.iobench.results.ReplayNote.CallsPerRound;
import io.iobench.results.ReplayNote.Capped;
import io.iobench.results.ReplayNote.ForceCadence;
import io.iobench.results.ReplayNote.JsonValues;
import io.iobench.results.ReplayNote.LibraryCallTime;
import io.iobench.results.ReplayNote.Lines;
import io.iobench.results.ReplayNote.NotInOrder;
import io.iobench.results.ReplayNote.OpenCadence;
import io.iobench.results.ReplayNote.RandomRuns;
import io.iobench.results.ReplayNote.SizeMix;
import io.iobench.results.ReplayNote.Text;
import io.iobench.results.ReplayNote.Threads;
import io.iobench.results.ReplayNote.Truncated;
import io.iobench.text.Units;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** A replay's notes in words, for the console and the HTML report alike. */
public final class ReplayNoteWords {
  private ReplayNoteWords() {}

  /** Each note as a sentence, in order; none for null. */
  public static List<String> of(List<ReplayNote> notes) {
    return notes == null ? List.of() : notes.stream().map(ReplayNoteWords::of).toList();
  }

  /** The note as a sentence. */
  public static String of(ReplayNote note) {
    if (note instanceof Capped n) {
      return format("replayed at %,d of the %,d bytes", n.replayedBytes(), n.observedBytes());
    }
    if (note instanceof RandomRuns n) {
      return format(
          "%d %% of the calls began where the one before ended: the replay makes its random calls"
              + " in runs of %d, one random position per run",
          n.consecutivePercent(), n.run());
    }
    if (note instanceof CallsPerRound n) {
      return format(
          "replays %,d of the %,d random calls per round and thread; a technique fast enough"
              + " makes up to %,d in one open, so that opening and mapping are shared by as many"
              + " calls as in the app (times are per %,d calls)",
          n.calls(), n.appCalls(), n.mostPerOpen(), n.calls());
    }
    if (note instanceof SizeMix n) {
      String shares =
          n.commonest().stream()
              .map(s -> format("%.0f %% of %,d bytes", s.percent(), s.bytes()))
              .collect(Collectors.joining(", "));
      return format(
          "the app's calls came in several sizes (%s%s; %,.0f bytes on average): the replay makes"
              + " its calls in that mix, in a cycle of %,d",
          shares, n.more() ? ", ..." : "", n.meanBytes(), n.cycle());
    }
    if (note instanceof ForceCadence n) {
      return format("keeps the app's force() cadence: one per %,d bytes written", n.everyBytes());
    }
    if (note instanceof OpenCadence n) {
      return format(
          "the app opened the file %,d times (and closed it %,d times) for its %,d writes, %s in"
              + " the opens and closes: its technique is replayed opening the file (appending) every"
              + " %,d writes, every other one keeps it open",
          n.opens(), n.closes(), n.calls(), Units.duration(n.openNanos()), n.everyCalls());
    }
    if (note instanceof LibraryCallTime n) {
      return format(
          "%s %s in each of the app's %,d calls into it, which took %s (%s over the %,d the agent"
              + " counted, %s): %s replaces these calls, so the saving is counted from their time",
          n.entry(),
          n.flushes() ? "flushed the file" : "opened the file",
          n.calls(),
          Units.duration(n.nanos()),
          Units.duration(n.countedNanos()),
          n.countedCalls(),
          n.withoutAgent()
              ? "the library's own time and its file calls', the agent's cost of recording them"
                  + " left out"
              : "with the agent's own cost of recording their file calls but not its walks of the"
                  + " stack",
          n.flushes() ? "flushing less often" : "keeping the file open");
    }
    if (note instanceof JsonValues n) {
      return format(
          "each of the app's %,d writes was a call of %s with one value, a generator made and closed"
              + " for it, which took %s (%s over the %,d the agent counted, Jackson's own time and"
              + " the write's, the agent's cost of recording it left out): the replay makes such"
              + " calls with %s, iobench's own copy, on values of the app's size (not the app's"
              + " values), and one SequenceWriter replaces them, so the saving is counted from"
              + " their time",
          n.calls(),
          n.entry(),
          Units.duration(n.nanos()),
          Units.duration(n.countedNanos()),
          n.countedCalls(),
          n.replayedWith());
    }
    if (note instanceof NotInOrder n) {
      switch (n.operation()) {
        case "COPY":
          return "the app's reads of the source were not sequential; the replay copies the same"
              + " bytes sequentially";
        case "READ":
          return "the app's lines were not read in order; the replay reads them in order";
        default:
          return "the app's writes were not sequential; the replay writes the same volume"
              + " sequentially";
      }
    }
    if (note instanceof Lines n) {
      return format(
          "the app called RandomAccessFile.readLine %,d times (%,.0f bytes a line on average),"
              + " making %,d reads of the file, a read() per byte; the replay reads lines of its"
              + " own text the same way",
          n.lines(), n.lines() == 0 ? 0.0 : (double) n.bytes() / n.lines(), n.reads());
    }
    if (note instanceof Truncated n) {
      return n.target()
          ? format(
              "the app's target held %,d bytes, which its open truncated; the replay copies into a"
                  + " full-size target, truncating it the same way",
              n.bytes())
          : format(
              "the app's open truncated %,d bytes already in the file; the replay writes over a"
                  + " full-size file, opened as each technique opens a new one",
              n.bytes());
    }
    if (note instanceof Threads n) {
      return n.replayThreads() > 1
          ? format(
              "%d threads made these calls; the replay reads with %d threads at once, each the"
                  + " whole pattern with its own stream or channel",
              n.appThreads(), n.replayThreads())
          : n.appThreads() + " threads made these calls; the replay runs them on one thread";
    }
    return ((Text) note).text();
  }

  private static String format(String pattern, Object... args) {
    return String.format(Locale.ROOT, pattern, args);
  }
}
