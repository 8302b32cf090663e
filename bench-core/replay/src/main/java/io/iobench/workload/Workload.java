package io.iobench.workload;

import java.util.Objects;

/**
 * One I/O pattern to replay: derived from a profiled file, or one step of a standalone scenario.
 * Every technique that applies to it must move exactly the same bytes, in the same order, so the
 * results can be verified and compared.
 *
 * @param name what the workload stands for (a file of the profile, or a scenario step)
 * @param operation what is done
 * @param fileSize bytes of the file read, written or copied (for RANDOM/UPDATE: of the file the
 *     calls land in)
 * @param callSize bytes per call the app used (1 for byte-at-a-time consumers)
 * @param pattern order of the calls
 * @param calls calls per round for RANDOM and UPDATE; ignored for SEQUENTIAL (fileSize / callSize)
 * @param forceEveryBytes for writes: force() after every this many bytes, 0 never; kept by every
 *     technique, so durability is never traded for speed silently
 * @param preallocated for writes: the output exists at full size before the round and is written
 *     over in place (else it grows)
 * @param seed seed of the random offsets
 * @param files how many files of {@code fileSize} a round reads, one after the other (many small
 *     files read whole); 1 for everything else
 * @param text whether the file holds text lines ({@link Content#TEXT}), for line-oriented readers
 * @param threads how many threads do the reads at once, each the whole pattern with its own stream
 *     or channel, as the app's threads did (reads only)
 * @param stride for a RANDOM pattern: 0 for seeded random offsets, or the gap in bytes between the
 *     end of one call and the start of the next for a strided pattern (the positional code paths
 *     are the same, only the offsets differ)
 * @param appCalls for RANDOM/UPDATE: the calls per thread the app made, of which a round replays
 *     {@code calls}; 0 when they are the same. A technique fast enough replays up to this many per
 *     pass ({@link #scaled}), so that what an open costs once (opening, mapping, the first faults
 *     of each page) is shared by as many calls as in the app: with fewer calls per open than the
 *     app, a mapping's set-up would weigh more on each call than it did in the app
 * @param replacing for a write or a copy: the output exists at full size before the round and each
 *     technique opens it as it opens a new file, truncating it (the app's open truncated a file
 *     that held data)
 * @param run for a RANDOM pattern: how many consecutive calls are made from each random position (1
 *     for single calls)
 * @param sizes for a sequential pass: the app's mix of call sizes, which the techniques that make
 *     the app's calls cycle through instead of {@code callSize} (see {@link CallSizes#mixed})
 * @param openEvery for a sequential write: the app opened the file (appending) and closed it again
 *     every this many calls; 0 when it kept the file open for the pass. Only the family that stands
 *     for such an app ({@code fos-reopen}) reopens: every other technique keeps the file open, so
 *     the same calls through one open measure "keep the file open"
 * @param jsonValues for a sequential write: each of the app's calls was a call of Jackson's {@code
 *     ObjectMapper.writeValue} with one value, which made a generator for it, wrote the value and
 *     wrote it to the file; only the families that make that call, or the change of it, replay it
 *     (Jackson's own work in the call is part of what the change saves)
 */
public record Workload(
    String name,
    Operation operation,
    long fileSize,
    int callSize,
    AccessPattern pattern,
    long calls,
    long forceEveryBytes,
    boolean preallocated,
    long seed,
    int files,
    boolean text,
    int threads,
    long stride,
    long appCalls,
    boolean replacing,
    int run,
    CallSizes sizes,
    long openEvery,
    boolean jsonValues) {

  /** Most calls a {@link #scaled} pass makes (their offsets, 8 MiB, are kept in a table). */
  public static final long MAX_SCALED_CALLS = 1 << 20;

  public Workload {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(sizes, "sizes");
    if (sizes.mixed() && (pattern != AccessPattern.SEQUENTIAL || text || files > 1)) {
      throw new IllegalArgumentException(
          "a mix of call sizes is for a sequential pass over one binary file");
    }
    Objects.requireNonNull(operation, "operation");
    Objects.requireNonNull(pattern, "pattern");
    if (fileSize <= 0) {
      throw new IllegalArgumentException("fileSize must be positive: " + fileSize);
    }
    if (callSize <= 0) {
      throw new IllegalArgumentException("callSize must be positive: " + callSize);
    }
    if (forceEveryBytes < 0) {
      throw new IllegalArgumentException(
          "forceEveryBytes must not be negative: " + forceEveryBytes);
    }
    if (pattern == AccessPattern.RANDOM && (calls <= 0 || fileSize < callSize)) {
      throw new IllegalArgumentException(
          "a random pattern needs calls > 0 and fileSize >= callSize");
    }
    if (files < 1
        || files > 1 && (operation != Operation.READ || pattern != AccessPattern.SEQUENTIAL)) {
      throw new IllegalArgumentException("several files are only for sequential reads: " + files);
    }
    if (text && (operation != Operation.READ || pattern != AccessPattern.SEQUENTIAL)) {
      throw new IllegalArgumentException("text content is only for sequential reads");
    }
    if (stride < 0 || stride > 0 && pattern != AccessPattern.RANDOM) {
      throw new IllegalArgumentException(
          "a stride is only for a positional (RANDOM) pattern: " + stride);
    }
    if (threads < 1 || threads > 1 && operation != Operation.READ) {
      throw new IllegalArgumentException("several threads are only for reads: " + threads);
    }
    if (preallocated && operation != Operation.WRITE) {
      throw new IllegalArgumentException(
          "only writes are written in place into a preallocated file");
    }
    if (replacing
        && (preallocated || operation != Operation.WRITE && operation != Operation.COPY)) {
      throw new IllegalArgumentException(
          "only a write or a copy replaces an existing output, and not in place");
    }
    if (run < 1
        || run > 1
            && (pattern != AccessPattern.RANDOM
                || stride > 0
                || (long) run * callSize > fileSize)) {
      throw new IllegalArgumentException(
          "runs of calls are for a random pattern, within the file: " + run);
    }
    if (openEvery < 0
        || openEvery > 0
            && (operation != Operation.WRITE
                || pattern != AccessPattern.SEQUENTIAL
                || preallocated)) {
      throw new IllegalArgumentException(
          "an open every few calls is for a sequential write that grows its file: " + openEvery);
    }
    if (jsonValues
        && (operation != Operation.WRITE
            || pattern != AccessPattern.SEQUENTIAL
            || preallocated
            || openEvery > 0)) {
      throw new IllegalArgumentException(
          "values written through Jackson are a sequential write that grows its file");
    }
    if (appCalls < 0 || appCalls > 0 && pattern != AccessPattern.RANDOM) {
      throw new IllegalArgumentException(
          "the app's call count is only for a positional (RANDOM) pattern: " + appCalls);
    }
  }

  /** A sequential workload of the given operation over the whole file. */
  public static Workload sequential(String name, Operation operation, long fileSize, int callSize) {
    return builder(name, operation, fileSize, callSize).build();
  }

  /** Random call-size reads (or read-and-write-backs for UPDATE) over a file of the given size. */
  public static Workload random(
      String name, Operation operation, long fileSize, int callSize, long calls) {
    return builder(name, operation, fileSize, callSize)
        .pattern(AccessPattern.RANDOM)
        .calls(calls)
        .build();
  }

  /**
   * Reads of {@code callSize} bytes with a gap of {@code stride} bytes between them, wrapping at
   * the end.
   */
  public static Workload strided(
      String name, Operation operation, long fileSize, int callSize, long calls, long stride) {
    return builder(name, operation, fileSize, callSize)
        .pattern(AccessPattern.RANDOM)
        .calls(calls)
        .stride(stride)
        .build();
  }

  /**
   * A builder of a workload that starts as one sequential pass over one binary file, on one thread,
   * in calls of one size: set what differs.
   */
  public static Builder builder(String name, Operation operation, long fileSize, int callSize) {
    return new Builder(name, operation, fileSize, callSize);
  }

  /** A builder that starts as this workload. */
  public Builder toBuilder() {
    return new Builder(this);
  }

  public Workload withForceEvery(long bytes) {
    return toBuilder().forceEveryBytes(bytes).build();
  }

  public Workload withPreallocated(boolean value) {
    return toBuilder().preallocated(value).build();
  }

  public Workload withReplacing(boolean value) {
    return toBuilder().replacing(value).build();
  }

  /** The same random calls in runs of {@code length} consecutive calls from one random position. */
  public Workload withRun(int length) {
    return toBuilder().run(length).build();
  }

  /** The same workload making its calls in the app's mix of sizes. */
  public Workload withSizes(CallSizes value) {
    return toBuilder().sizes(value).build();
  }

  /** The same write, opening the file (appending) and closing it every {@code calls} calls. */
  public Workload withOpenEvery(long calls) {
    return toBuilder().openEvery(calls).build();
  }

  public Workload withFileSize(long bytes) {
    return toBuilder().fileSize(bytes).build();
  }

  public Workload withName(String value) {
    return toBuilder().name(value).build();
  }

  /**
   * The same workload over {@code count} files of {@code fileSize} each, read one after the other.
   */
  public Workload withFiles(int count) {
    return toBuilder().files(count).build();
  }

  /** The same reads done by {@code count} threads at once. */
  public Workload withThreads(int count) {
    return toBuilder().threads(count).build();
  }

  /** The same writes, each a call of Jackson's writeValue with one value. */
  public Workload asJsonValues() {
    return toBuilder().jsonValues(true).build();
  }

  /** The same workload over a file of text lines. */
  public Workload asText() {
    return toBuilder().text(true).build();
  }

  /** The same calls, standing for {@code count} calls per thread that the app made. */
  public Workload withAppCalls(long count) {
    return toBuilder().appCalls(count).build();
  }

  /** The size of each call the app made in turn: the mix when there is one, else the call size. */
  public CallSizes.Cursor callSizes() {
    return sizes.mixed() ? sizes.cursor() : CallSizes.Cursor.of(callSize);
  }

  /** The largest call the app made: the buffer that holds any of them. */
  public int maxCallSize() {
    return sizes.mixed() ? sizes.max() : callSize;
  }

  /** Whether the output exists at full size before the round: preallocated or replaced. */
  public boolean outputExists() {
    return preallocated || replacing;
  }

  /**
   * How many times over a pass may make this workload's calls in one open and still stay within
   * what the app made: 1 unless the calls were capped. At most {@link #MAX_SCALED_CALLS} calls: by
   * then an open's cost is shared by so many that the rest would not change the result.
   */
  public int maxScale() {
    if (appCalls <= calls || calls <= 0) {
      return 1;
    }
    return (int) Math.max(1, Math.min(appCalls, MAX_SCALED_CALLS) / calls);
  }

  /**
   * This workload with {@code factor} times its calls: the first {@code calls} are this workload's,
   * the rest continue the same offset sequence, so every technique still makes the same calls.
   */
  public Workload scaled(int factor) {
    if (factor < 1 || factor > maxScale()) {
      throw new IllegalArgumentException("scale must be in [1, " + maxScale() + "]: " + factor);
    }
    if (factor == 1) {
      return this;
    }
    return toBuilder().calls(calls * factor).build();
  }

  /**
   * Bytes one round moves (read for READ, written for WRITE/SINK, copied for COPY, both for
   * UPDATE).
   */
  public long bytesPerRound() {
    return (pattern == AccessPattern.RANDOM ? calls * callSize : fileSize * files) * threads;
  }

  /**
   * The file offset of positional call {@code i}: with a stride, every call-size-plus-stride bytes
   * from the start, wrapping at the end of the file; otherwise call-size aligned, from a fixed
   * random sequence. Every technique visits the same offsets in the same order.
   *
   * <p>They come from a table made once per workload object ({@link OffsetTable}): worked out per
   * call, an offset (a hash and a 64-bit division) costs more than the mapped read it is for, and
   * it would be inside the timed pass.
   */
  public long offsetOf(long i) {
    long[] table = OffsetTable.of(this);
    return table != null && i < table.length ? table[(int) i] : computeOffset(i);
  }

  /** {@link #offsetOf} worked out. */
  long computeOffset(long i) {
    if (stride > 0) {
      long step = callSize + stride;
      long positions = Math.max(1, (fileSize - callSize) / step + 1);
      return i % positions * step;
    }
    if (run > 1) {
      long slots = (fileSize - (long) run * callSize) / callSize + 1;
      return randomSlot(i / run, slots) * callSize + i % run * callSize;
    }
    return randomSlot(i, fileSize / callSize) * callSize;
  }

  /** Slot {@code n} of a fixed random sequence over {@code slots} slots. */
  private long randomSlot(long n, long slots) {
    long x = (n + 1) * 0x9E3779B97F4A7C15L ^ seed * 0xBF58476D1CE4E5B9L;
    x ^= x >>> 31;
    x *= 0x94D049BB133111EBL;
    x ^= x >>> 29;
    return Long.remainderUnsigned(x, slots);
  }

  /**
   * Builds a {@link Workload}; every component the record has, with the defaults of {@link
   * #builder}.
   */
  public static final class Builder {
    private String name;
    private Operation operation;
    private long fileSize;
    private int callSize;
    private AccessPattern pattern = AccessPattern.SEQUENTIAL;
    private long calls;
    private long forceEveryBytes;
    private boolean preallocated;
    private long seed = 1;
    private int files = 1;
    private boolean text;
    private int threads = 1;
    private long stride;
    private long appCalls;
    private boolean replacing;
    private int run = 1;
    private CallSizes sizes = CallSizes.UNIFORM;
    private long openEvery;
    private boolean jsonValues;

    private Builder(String name, Operation operation, long fileSize, int callSize) {
      this.name = name;
      this.operation = operation;
      this.fileSize = fileSize;
      this.callSize = callSize;
    }

    private Builder(Workload w) {
      this(w.name, w.operation, w.fileSize, w.callSize);
      pattern = w.pattern;
      calls = w.calls;
      forceEveryBytes = w.forceEveryBytes;
      preallocated = w.preallocated;
      seed = w.seed;
      files = w.files;
      text = w.text;
      threads = w.threads;
      stride = w.stride;
      appCalls = w.appCalls;
      replacing = w.replacing;
      run = w.run;
      sizes = w.sizes;
      openEvery = w.openEvery;
      jsonValues = w.jsonValues;
    }

    public Builder name(String value) {
      name = value;
      return this;
    }

    public Builder fileSize(long value) {
      fileSize = value;
      return this;
    }

    public Builder pattern(AccessPattern value) {
      pattern = value;
      return this;
    }

    public Builder calls(long value) {
      calls = value;
      return this;
    }

    public Builder forceEveryBytes(long value) {
      forceEveryBytes = value;
      return this;
    }

    public Builder preallocated(boolean value) {
      preallocated = value;
      return this;
    }

    public Builder seed(long value) {
      seed = value;
      return this;
    }

    public Builder files(int value) {
      files = value;
      return this;
    }

    public Builder text(boolean value) {
      text = value;
      return this;
    }

    public Builder threads(int value) {
      threads = value;
      return this;
    }

    public Builder stride(long value) {
      stride = value;
      return this;
    }

    public Builder appCalls(long value) {
      appCalls = value;
      return this;
    }

    public Builder replacing(boolean value) {
      replacing = value;
      return this;
    }

    public Builder run(int value) {
      run = value;
      return this;
    }

    public Builder sizes(CallSizes value) {
      sizes = value;
      return this;
    }

    public Builder openEvery(long value) {
      openEvery = value;
      return this;
    }

    public Builder jsonValues(boolean value) {
      jsonValues = value;
      return this;
    }

    /** The workload, checked as the record's constructor checks every workload. */
    public Workload build() {
      return new Workload(
          name,
          operation,
          fileSize,
          callSize,
          pattern,
          calls,
          forceEveryBytes,
          preallocated,
          seed,
          files,
          text,
          threads,
          stride,
          appCalls,
          replacing,
          run,
          sizes,
          openEvery,
          jsonValues);
    }
  }
}
