package io.iobench.analysis;

import io.iobench.format.RecordedOp;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * What a library did to the file per call of the app into it: the app's calls into the library
 * method it reached the file by, as the agent counted them once it had instrumented that method,
 * and for each of the file's operations made inside those calls, how many per call of the app and
 * of how many bytes. Empty where the profile counted none: the app called the JDK itself, the
 * library's method could not be instrumented, or the profile comes from an agent before the count.
 *
 * @param entry the library's method the app called, {@code com.google.common.io.CharSink.write}, or
 *     null when none was counted
 * @param appCalls the app's calls into the library that made this finding's operation
 * @param nanos their time, the agent's own cost of recording the file calls in them included
 * @param ownNanos their time outside the file calls made in them (the library's own, none of the
 *     agent's; measured on a sample of them, its mean for every call), or -1 where the profile has
 *     none (an agent before it)
 * @param operations the file's operations made in those calls: its opens, then the others, then its
 *     closes
 */
public record LibraryCalls(
    String entry, long appCalls, long nanos, long ownNanos, List<PerAppCall> operations) {
  /** No call of the app into a library was counted. */
  public static final LibraryCalls NONE = new LibraryCalls(null, 0, 0, -1, List.of());

  public LibraryCalls {
    operations = List.copyOf(operations);
  }

  /**
   * One operation of the file per call of the app.
   *
   * @param op the operation's name in the profile ({@code write}, {@code open})
   * @param calls its calls per call of the app
   * @param bytes the bytes of one of those calls on average, 0 for an operation that moves none
   * @param nanos the time of one of the operation's calls on average (all of them, not only those
   *     made in the library calls), 0 where the profile timed none
   */
  public record PerAppCall(String op, double calls, long bytes, double nanos) {}

  /**
   * The library calls that made {@code op} on {@code file}, with the file's other operations made
   * in them, entered by {@code entry}.
   */
  static LibraryCalls of(FileProfile file, OpProfile op, String entry) {
    OpProfile.LibraryCalls own = op.libraryCalls;
    if (own == null || own.calls <= 0 || entry == null) {
      return NONE;
    }
    List<OpProfile> made = new ArrayList<>();
    for (OpProfile other : file.ops) {
      OpProfile.LibraryCalls theirs = other.libraryCalls;
      // Made in the same calls where made in about as many of them: the open, the writes and the
      // close of a file the library opens per call; not the open of a setup call among many.
      if (other == op
          || theirs != null && theirs.calls * 2 >= own.calls && theirs.calls <= 2 * own.calls) {
        made.add(other);
      }
    }
    made.sort(Comparator.comparingInt(LibraryCalls::order));
    List<PerAppCall> perCall = new ArrayList<>();
    for (OpProfile o : made) {
      OpProfile.LibraryCalls lc = o.libraryCalls;
      boolean data = o.recordedOp().map(r -> r.kind() == RecordedOp.Kind.DATA).orElse(false);
      perCall.add(
          new PerAppCall(
              o.op,
              (double) lc.fileCalls / own.calls,
              data && lc.fileCalls > 0 ? Math.round((double) lc.bytes / lc.fileCalls) : 0,
              o.latencyNanos == null ? 0 : o.latencyNanos.mean));
    }
    // The own time was measured on a sample of the calls: its mean stands for every one.
    long ownNanos =
        own.ownCalls > 0 ? Math.round((double) own.ownNanos / own.ownCalls * own.calls) : -1;
    return new LibraryCalls(entry, own.calls, own.nanos, ownNanos, perCall);
  }

  private static int order(OpProfile op) {
    RecordedOp.Kind kind = op.recordedOp().map(RecordedOp::kind).orElse(RecordedOp.Kind.OTHER);
    return kind == RecordedOp.Kind.OPEN ? 0 : kind == RecordedOp.Kind.CLOSE ? 2 : 1;
  }

  /**
   * Whether the library opened the file in every call of the app: an open per call, give or take a
   * tenth.
   */
  public boolean opensPerCall() {
    return operations.stream().anyMatch(p -> p.op().equals("open") && p.calls() >= 0.9);
  }

  /**
   * Whether the app's calls into the library were calls of its {@code flush()}: a change that stops
   * flushing per value removes them, with all the library did in them (ending a block, encoding
   * what it held), not only their file calls.
   */
  public boolean flushes() {
    return entry != null && entry.endsWith(".flush");
  }

  /**
   * The time of the app's calls into the library that made {@code fileCalls} calls of the operation
   * {@code op}: the counted calls' mean time ({@link #appCallNanos}), times the calls of the app
   * that many of the operation's calls stand for. 0 where {@code op} was not counted.
   */
  public long nanosFor(String op, long fileCalls) {
    return operations.stream()
        .filter(p -> p.op().equals(op) && p.calls() > 0)
        .findFirst()
        .map(p -> Math.round(appCallNanos() * fileCalls / p.calls()))
        .orElse(0L);
  }

  /**
   * The mean time of a counted call of the app into the library, as the app spends it without the
   * agent where the profile tells: the library's own time, plus its file calls' as the agent timed
   * them (the agent's work around them left out).
   */
  public double appCallNanos() {
    if (appCalls <= 0) {
      return 0;
    }
    if (!withoutAgent()) {
      return (double) nanos / appCalls;
    }
    double fileCalls = operations.stream().mapToDouble(p -> p.calls() * p.nanos()).sum();
    return (double) ownNanos / appCalls + fileCalls;
  }

  /** Whether {@link #appCallNanos} leaves the agent's cost out: the profile has the own time. */
  public boolean withoutAgent() {
    return ownNanos >= 0 && operations.stream().allMatch(p -> p.nanos() > 0);
  }

  /** Whether any call of the app into a library was counted. */
  public boolean counted() {
    return appCalls > 0;
  }

  /** "1 open, 1 write of 31 bytes, 1 close", or "" when none was counted. */
  public String perAppCall() {
    return operations.stream().map(LibraryCalls::describe).collect(Collectors.joining(", "));
  }

  private static String describe(PerAppCall p) {
    double rounded = Math.rint(p.calls());
    boolean whole = rounded >= 1 && Math.abs(p.calls() - rounded) <= 0.05 * rounded;
    String count =
        whole ? String.format(Locale.ROOT, "%,d", (long) rounded) : formatFraction(p.calls());
    String text = count + " " + p.op() + (whole && rounded == 1 ? "" : "s");
    return p.bytes() > 0 ? text + " of " + io.iobench.text.ByteSize.human(p.bytes()) : text;
  }

  private static String formatFraction(double calls) {
    return calls >= 10
        ? String.format(Locale.ROOT, "%,.0f", calls)
        : String.format(Locale.ROOT, calls >= 1 ? "%.1f" : "%.2g", calls);
  }
}
