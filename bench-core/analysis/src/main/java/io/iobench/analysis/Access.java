package io.iobench.analysis;

import io.iobench.profile.OpProfile;

/**
 * The order of an operation's calls over its file, from the profile's Darshan-style counters: the
 * one definition of "sequential" that the replay replays and the reports name.
 *
 * <p>Calls are sequential unless more than {@link #FORWARD_JUMP_SHARE} of them jumped forward over
 * data. Backward jumps do not count: a file read again from its start (or whole, call after call)
 * is read sequentially, while random offsets jump forward about half the time.
 *
 * @param kind the pattern
 * @param stride for {@link Kind#STRIDED}: the gap in bytes most calls left after the one before; 0
 *     otherwise
 * @param runLength how many calls in a row, on average, began where the one before ended (a
 *     record's fields read one after the other), at most {@link #MAX_RUN}; 1 when none did
 * @param consecutiveShare the share of the calls after the first that began where the one before
 *     ended, 0 to 1
 */
public record Access(Kind kind, long stride, long runLength, double consecutiveShare) {

  /** Most share of calls that may jump forward over data for a pattern to count as sequential. */
  public static final double FORWARD_JUMP_SHARE = 0.2;

  /** Share of the calls that must jump forward for a non-sequential pattern to skip forward. */
  public static final double MOST = 0.9;

  /** Longest run of consecutive calls counted; longer ones are nearly sequential. */
  public static final long MAX_RUN = 64;

  /** The patterns an operation's calls can follow. */
  public enum Kind {
    /** In order, each call at or before the end of the one before (re-reads included). */
    SEQUENTIAL,
    /** Forward by one common gap over data: every other record, one column of a table. */
    STRIDED,
    /** Mostly forward, by varying gaps. */
    FORWARD_SKIPPING,
    /** Positional calls all over the file. */
    RANDOM,
    /** One call: no order to speak of. */
    SINGLE,
    /** The profile has no pattern counters for this operation (it moves no data). */
    UNKNOWN
  }

  /**
   * The access pattern of an operation's calls: of the calls the app made to the method it called,
   * which for an operation recorded as the reads its method made (readLine) are the method's.
   */
  public static Access of(OpProfile op) {
    OpProfile.Pattern p = op.pattern;
    long calls = op.appCalls();
    if (calls <= 0 || p == null) {
      return new Access(calls == 1 ? Kind.SINGLE : Kind.UNKNOWN, 0, 1, 0);
    }
    if (calls == 1) {
      return new Access(Kind.SINGLE, 0, 1, 0);
    }
    long followers = calls - 1;
    double consecutiveShare = Math.min(1, (double) p.consecutive / followers);
    long runLength = runLength(calls, p.consecutive);
    long forwardJumps = p.sequential - p.consecutive;
    if (forwardJumps <= FORWARD_JUMP_SHARE * followers) {
      return new Access(Kind.SEQUENTIAL, 0, runLength, consecutiveShare);
    }
    long stride = p.commonStride(followers);
    if (stride > 0) {
      return new Access(Kind.STRIDED, stride, runLength, consecutiveShare);
    }
    Kind kind = p.sequential >= MOST * followers ? Kind.FORWARD_SKIPPING : Kind.RANDOM;
    return new Access(kind, 0, runLength, consecutiveShare);
  }

  /** Whether the calls are replayed as one pass over the file, in order. */
  public boolean sequential() {
    return kind == Kind.SEQUENTIAL || kind == Kind.SINGLE || kind == Kind.UNKNOWN;
  }

  /** Calls per run of consecutive calls, rounded, from 1 to {@link #MAX_RUN}. */
  private static long runLength(long calls, long consecutive) {
    if (consecutive <= 0) {
      return 1;
    }
    long runs = Math.max(1, calls - consecutive);
    return Math.max(1, Math.min(MAX_RUN, Math.round((double) calls / runs)));
  }
}
