package io.iobench.workload;

import io.iobench.format.FileKind;
import io.iobench.format.ProfileFields;
import io.iobench.format.RecordedOp;
import io.iobench.layer.AppLayer;
import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import io.iobench.technique.AppCalls;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Family;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.HdrHistogram.HistogramIterationValue;

/**
 * Turns a profile into the workloads worth replaying: per file, what it read and what it wrote,
 * with the API, call size, buffer kind, access pattern and force() cadence the app used; a read of
 * one file matched by writes of the same bytes to another becomes a copy. The hottest (by time
 * spent in the calls) come first.
 */
public final class WorkloadDeriver {
  /**
   * Most share of calls that may jump forward over data for a pattern to count as sequential.
   * Backward jumps do not count: a file read again from its start (or whole, call after call) is
   * sequential, while random offsets jump forward about half the time.
   */
  static final double FORWARD_JUMP_SHARE = 0.2;

  /** The operations whose calls make up a file's read side: those a read family stands for. */
  private static final Set<RecordedOp> READ_OPS = Catalogue.recordedOps(Operation.READ);

  /** The operations whose calls make up a file's write side: those a write family stands for. */
  private static final Set<RecordedOp> WRITE_OPS = Catalogue.recordedOps(Operation.WRITE);

  /**
   * The operations a copy family stands for on their own, not as the reads of a copy: one call
   * moves a file's bytes to its other end (transferTo, transferFrom), which the profile may not
   * name.
   */
  private static final Set<RecordedOp> TRANSFER_OPS = transferOps();

  /**
   * Longest run of consecutive calls a random pattern is replayed with; longer ones are nearly
   * sequential.
   */
  static final long MAX_RUN = 64;

  /**
   * Most threads a replay reads with: more would measure the replaying machine's cores queueing
   * rather than the app's reads.
   */
  static final int MAX_THREADS = 8;

  /** Calls' mean size this far from the common size makes the replay use the app's mix. */
  static final double MIXED_SIZES_SHARE = 0.1;

  /** Fewer calls than this are replayed at the common size: too few to tell a mix. */
  static final long MIN_MIX_CALLS = 100;

  private final long maxBytes;
  private final long maxRandomCalls;

  /**
   * @param maxBytes largest file a replay round reads or writes; bigger observed files are replayed
   *     at this size (a note says so)
   * @param maxRandomCalls most random calls in one round
   */
  public WorkloadDeriver(long maxBytes, long maxRandomCalls) {
    if (maxBytes < 1 || maxRandomCalls < 1) {
      throw new IllegalArgumentException("limits must be positive");
    }
    this.maxBytes = maxBytes;
    this.maxRandomCalls = maxRandomCalls;
  }

  /** The {@code top} hottest workloads of the profile, hottest first. */
  public List<ObservedWorkload> derive(Profile profile, int top) {
    List<Side> reads = new ArrayList<>();
    List<Side> writes = new ArrayList<>();
    List<ObservedWorkload> result = new ArrayList<>();
    for (FileProfile file : profile.files) {
      if (file.fileKind().orElse(null) != FileKind.FILE || isClassPath(file.path)) {
        continue;
      }
      Side read = Side.of(file, READ_OPS);
      if (read != null) {
        reads.add(read);
      }
      Side write = Side.of(file, WRITE_OPS);
      if (write != null) {
        writes.add(write);
      }
      transfer(file).ifPresent(result::add);
    }
    Set<Side> paired = new HashSet<>();
    for (Side read : reads) {
      for (Side write : writes) {
        if (!paired.contains(write) && read.file != write.file && isCopy(read, write)) {
          result.add(copy(read, write));
          paired.add(read);
          paired.add(write);
          break;
        }
      }
    }
    for (Side read : reads) {
      if (!paired.contains(read)) {
        result.add(read(read));
      }
    }
    for (Side write : writes) {
      if (!paired.contains(write)) {
        result.add(write(write, forceCalls(write.file)));
      }
    }
    long runNanos = profile.wallNanos();
    result.replaceAll(o -> o.withRunNanos(runNanos));
    result.sort(
        Comparator.comparingLong(ObservedWorkload::observedNanos)
            .reversed()
            .thenComparing(ObservedWorkload::path));
    return List.copyOf(result.subList(0, Math.min(top, result.size())));
  }

  /**
   * Class files, jars and modules are read by the JVM's class loaders, not by the app's code: the
   * app has no call to change there.
   */
  static boolean isClassPath(String path) {
    return path.endsWith(".class") || path.endsWith(".jar") || path.endsWith(".jmod");
  }

  private ObservedWorkload read(Side side) {
    List<String> notes = new ArrayList<>();
    OpProfile main = side.main;
    int callSize = side.callSize();
    boolean sequential = side.isSequential() || main.is(RecordedOp.FIS_READ_ALL_BYTES);
    CallSizes sizes = sequential ? side.callSizes(callSize) : CallSizes.UNIFORM;
    Family family = baseline(Operation.READ, main, callSize, sequential, sizes.mixed());
    Workload w;
    if (sequential) {
      long size = side.fileSize();
      w = Workload.sequential(side.file.path, Operation.READ, capped(size, notes), callSize);
      w = withMix(w, sizes, notes);
    } else {
      long size = side.file.size > 0 ? side.file.size : maxBytes;
      size = Math.max(capped(size, notes), callSize);
      long perThread = Math.max(1, side.calls / threads(side));
      long calls = Math.min(perThread, maxRandomCalls);
      long stride = side.commonStride();
      w =
          stride > 0
              ? Workload.strided(side.file.path, Operation.READ, size, callSize, calls, stride)
              : Workload.random(side.file.path, Operation.READ, size, callSize, calls);
      int run = stride > 0 ? 1 : (int) Math.min(side.runLength(), size / callSize);
      if (run > 1) {
        w = w.withRun(run);
        notes.add(
            String.format(
                Locale.ROOT,
                "%d %% of the calls began where the one before ended: the replay makes"
                    + " its random calls in runs of %d, one random position per run",
                100 * side.main.pattern.consecutive / side.main.calls,
                run));
      }
      if (calls < perThread) {
        w = w.withAppCalls(perThread);
        notes.add(
            String.format(
                Locale.ROOT,
                "replays %,d of the %,d random calls per round and thread; a technique"
                    + " fast enough makes up to %,d in one open, so that opening and mapping are shared by as many calls as in"
                    + " the app (times are per %,d calls)",
                calls,
                perThread,
                calls * w.maxScale(),
                calls));
      }
    }
    w = w.withThreads(threads(side));
    return observed(side.file.path, null, w, family, callSize, side, notes);
  }

  /** The workload making its calls in the app's mix of sizes, when there was one. */
  private static Workload withMix(Workload w, CallSizes sizes, List<String> notes) {
    if (!sizes.mixed()) {
      return w;
    }
    notes.add(
        String.format(
            Locale.ROOT,
            "the app's calls came in several sizes (%s; %,.0f bytes on average): the replay makes"
                + " its calls in that mix, in a cycle of %,d",
            sizes.describe(),
            sizes.mean(),
            sizes.cycle().size()));
    return w.withSizes(sizes);
  }

  /** Threads the replay reads with: as many as the app used, up to {@link #MAX_THREADS}. */
  private static int threads(Side side) {
    return (int) Math.max(1, Math.min(side.threads, MAX_THREADS));
  }

  private ObservedWorkload write(Side side, long forceCalls) {
    List<String> notes = new ArrayList<>();
    int callSize = side.callSize();
    long size = capped(Math.max(side.bytes, callSize), notes);
    CallSizes sizes = side.callSizes(callSize);
    Workload w =
        withMix(Workload.sequential(side.file.path, Operation.WRITE, size, callSize), sizes, notes);
    if (forceCalls > 0) {
      long every = Math.max(callSize, side.bytes / forceCalls);
      w = w.withForceEvery(every);
      notes.add(
          String.format(
              Locale.ROOT, "keeps the app's force() cadence: one per %,d bytes written", every));
    }
    if (!side.isSequential()) {
      notes.add(
          "the app's writes were not sequential; the replay writes the same volume sequentially");
    }
    long truncated = truncatedBytes(side.file);
    if (truncated > 0) {
      // Giving the old blocks back is part of the write's cost.
      w = w.withReplacing(true);
      notes.add(
          String.format(
              Locale.ROOT,
              "the app's open truncated %,d bytes already in the file; the replay"
                  + " writes over a full-size file, opened as each technique opens a new one",
              truncated));
    }
    Family family =
        baseline(Operation.WRITE, side.main, callSize, side.isSequential(), sizes.mixed());
    return observed(side.file.path, null, w, family, callSize, side, notes);
  }

  private ObservedWorkload copy(Side read, Side write) {
    List<String> notes = new ArrayList<>();
    int callSize = read.callSize();
    // The bytes the copy moved: the source may have been read once more for something else.
    long size = capped(Math.max(read.main.bytes, callSize), notes);
    Workload w =
        Workload.sequential(
            read.file.path + " -> " + write.file.path, Operation.COPY, size, callSize);
    long truncated = truncatedBytes(write.file);
    if (truncated > 0) {
      // Giving the old blocks back can cost the copy as much as the copying itself.
      w = w.withReplacing(true);
      notes.add(
          String.format(
              Locale.ROOT,
              "the app's target held %,d bytes, which its open truncated; the replay"
                  + " copies into a full-size target, truncating it the same way",
              truncated));
    }
    Family family = baseline(Operation.COPY, read.main, callSize, read.isSequential(), false);
    return observed(
        read.file.path, write.file.path, w, family, callSize, read.copyStepsWith(write), notes);
  }

  /**
   * A transferTo/transferFrom on a file's channel is a copy whose other end the profile may not
   * name.
   */
  private java.util.Optional<ObservedWorkload> transfer(FileProfile file) {
    for (RecordedOp op : TRANSFER_OPS) {
      var found = file.op(op);
      if (found.isPresent() && found.get().bytes > 0) {
        OpProfile o = found.get();
        List<String> notes = new ArrayList<>();
        long size = capped(o.bytes, notes);
        Workload w = Workload.sequential(file.path, Operation.COPY, size, 65536);
        Side side = new Side(file, o, o.bytes, o.calls, nanos(o), p50(o), o.threads);
        Family family = baseline(Operation.COPY, o, 0, true, false);
        return java.util.Optional.of(observed(file.path, null, w, family, 0, side, notes));
      }
    }
    return java.util.Optional.empty();
  }

  private static ObservedWorkload observed(
      String path,
      String target,
      Workload w,
      Family family,
      int bufferSize,
      Side side,
      List<String> notes) {
    if (w.threads() > 1) {
      notes.add(
          String.format(
              Locale.ROOT,
              "%d threads made these calls; the replay reads with %d threads at once,"
                  + " each the whole pattern with its own stream or channel",
              side.threads,
              w.threads()));
    } else if (side.threads > 1) {
      notes.add(side.threads + " threads made these calls; the replay runs them on one thread");
    }
    return new ObservedWorkload(
        path,
        target,
        w,
        family.name(),
        family.sized() ? bufferSize : 0,
        side.nanos,
        side.calls,
        side.p50Nanos,
        side.threads,
        callSite(side.main),
        AppLayer.of(side.main).orElse(null),
        notes,
        0);
  }

  private long capped(long size, List<String> notes) {
    if (size > maxBytes) {
      notes.add(String.format(Locale.ROOT, "replayed at %,d of the %,d bytes", maxBytes, size));
      return maxBytes;
    }
    return Math.max(1, size);
  }

  /**
   * A copy: the main read operation of one file moved the bytes the main write operation of another
   * did, in calls of the same size. Main operations, not the sides' totals: a file that is also
   * read once more (to checksum it, say) is still the source of a copy.
   */
  private static boolean isCopy(Side read, Side write) {
    long a = read.main.bytes;
    long b = write.main.bytes;
    return a > 0 && Math.abs(a - b) <= a / 100 && read.callSize() == write.callSize();
  }

  /**
   * The family that stands for the app's calls of {@code main} (for a copy: its read side, or the
   * transfer) when they are its own technique, as the families' rows declare it.
   */
  private static Family baseline(
      Operation operation, OpProfile main, int callSize, boolean sequential, boolean mixed) {
    RecordedOp op = main.recordedOp().orElseThrow();
    AppCalls calls = new AppCalls(operation, op, callSize, sequential, direct(main), mixed);
    return Catalogue.standingFor(calls)
        .orElseThrow(() -> new IllegalStateException("no family stands for " + calls));
  }

  private static Set<RecordedOp> transferOps() {
    Set<RecordedOp> ops = EnumSet.noneOf(RecordedOp.class);
    ops.addAll(Catalogue.recordedOps(Operation.COPY));
    ops.removeAll(READ_OPS);
    return ops;
  }

  private static boolean direct(OpProfile op) {
    if (op.buffers == null) {
      return false;
    }
    long direct = op.buffers.getOrDefault(ProfileFields.Buffers.DIRECT, 0L);
    long heap = op.buffers.getOrDefault(ProfileFields.Buffers.HEAP, 0L);
    return direct > heap;
  }

  private static long forceCalls(FileProfile file) {
    return file.ops.stream()
        .filter(o -> o.is(RecordedOp.FC_FORCE) || o.is(RecordedOp.MBB_FORCE))
        .mapToLong(o -> o.calls)
        .sum();
  }

  /** Bytes that opens of the file truncated ({@link RecordedOp#FOS_TRUNCATE}), 0 if none. */
  private static long truncatedBytes(FileProfile file) {
    return file.op(RecordedOp.FOS_TRUNCATE).map(o -> o.bytes).orElse(0L);
  }

  private static long p50(OpProfile o) {
    return o.latencyNanos != null ? o.latencyNanos.p50 : -1;
  }

  private static long nanos(OpProfile o) {
    return Math.round(o.ioNanos());
  }

  /** The site of the path that made the most calls. */
  private static String callSite(OpProfile o) {
    return o.dominantPath().map(OpProfile.CallPath::site).orElse(null);
  }

  /** The read or write side of one file: its dominant operation and the totals of all of them. */
  private static final class Side {
    final FileProfile file;
    final OpProfile main;
    final long bytes;
    final long calls;
    final long nanos;

    /** Median latency of one call, or of one step for a copy; -1 when unknown. */
    final long p50Nanos;

    final long threads;

    Side(
        FileProfile file,
        OpProfile main,
        long bytes,
        long calls,
        long nanos,
        long p50Nanos,
        long threads) {
      this.file = file;
      this.main = main;
      this.bytes = bytes;
      this.calls = calls;
      this.nanos = nanos;
      this.p50Nanos = p50Nanos;
      this.threads = threads;
    }

    static Side of(FileProfile file, Set<RecordedOp> ops) {
      OpProfile main = null;
      long bytes = 0;
      long calls = 0;
      long nanos = 0;
      long threads = 0;
      for (OpProfile o : file.ops) {
        if (o.recordedOp().filter(ops::contains).isEmpty() || o.calls == 0) {
          continue;
        }
        bytes += o.bytes;
        calls += o.calls;
        nanos += WorkloadDeriver.nanos(o);
        threads = Math.max(threads, o.threads);
        if (main == null || o.bytes > main.bytes || o.bytes == main.bytes && o.calls > main.calls) {
          main = o;
        }
      }
      return main == null || bytes == 0
          ? null
          : new Side(file, main, bytes, calls, nanos, p50(main), threads);
    }

    /**
     * The copy made by this side's main read and the write side's main write, counted as the replay
     * times a copy: its calls are the reads and the writes, its median call the median of both
     * together, its time both calls'. Other reads of the source (a checksum afterwards) are not the
     * copy's.
     */
    Side copyStepsWith(Side write) {
      return new Side(
          file,
          main,
          main.bytes,
          main.calls + write.main.calls,
          WorkloadDeriver.nanos(main) + WorkloadDeriver.nanos(write.main),
          medianOfBoth(main, write.main),
          Math.max(threads, write.threads));
    }

    /** The median latency of two operations' calls together, -1 without both histograms. */
    private static long medianOfBoth(OpProfile a, OpProfile b) {
      if (a.latencyNanos == null
          || b.latencyNanos == null
          || a.latencyNanos.histogram == null
          || b.latencyNanos.histogram == null) {
        return -1;
      }
      org.HdrHistogram.Histogram both = a.latencyNanos.decode().copy();
      both.add(b.latencyNanos.decode());
      return both.getValueAtPercentile(50);
    }

    /**
     * The size the app asked for per call (what it would change), at least 1: the most common exact
     * size when the profile has it (histogram percentiles are only accurate to their precision:
     * 4096 reads back as 4127).
     */
    int callSize() {
      long exact = main.pattern == null ? 0 : main.pattern.mostCommonSize();
      if (exact > 0) {
        return asCallSize(exact);
      }
      long size =
          main.requestedBytes != null && main.requestedBytes.p50 > 0
              ? main.requestedBytes.p50
              : main.sizeBytes != null && main.sizeBytes.p50 > 0
                  ? main.sizeBytes.p50
                  : main.calls > 0 ? main.bytes / main.calls : 1;
      return asCallSize(size);
    }

    /**
     * The app's mix of call sizes, when its calls came in several sizes whose mean is more than
     * {@link #MIXED_SIZES_SHARE} away from the one call size: the most common exact sizes with
     * their counts, the other calls at their histogram bucket's size. Uniform otherwise, or with
     * too few calls to tell.
     */
    CallSizes callSizes(int callSize) {
      HistogramSummary requested = main.requestedBytes;
      if (main.calls < MIN_MIX_CALLS || requested == null || requested.histogram == null) {
        return CallSizes.UNIFORM;
      }
      org.HdrHistogram.Histogram h = requested.decode();
      double mean = h.getMean();
      if (mean <= 0 || Math.abs(callSize - mean) <= MIXED_SIZES_SHARE * mean) {
        return CallSizes.UNIFORM;
      }
      Map<Integer, Long> counts = new TreeMap<>();
      Map<Long, Long> exactInBucket = new HashMap<>();
      if (main.pattern != null) {
        for (Map<String, Long> top : main.pattern.accessSizes) {
          long size = top.getOrDefault(ProfileFields.Pattern.SIZE, 0L);
          long count = top.getOrDefault(ProfileFields.Pattern.COUNT, 0L);
          if (size > 0 && count > 0) {
            counts.merge(asCallSize(size), count, Long::sum);
            exactInBucket.merge(h.lowestEquivalentValue(size), count, Long::sum);
          }
        }
      }
      for (HistogramIterationValue v : h.recordedValues()) {
        long bucket = h.lowestEquivalentValue(v.getValueIteratedTo());
        long rest = v.getCountAtValueIteratedTo() - exactInBucket.getOrDefault(bucket, 0L);
        if (rest > 0) {
          counts.merge(
              asCallSize(h.medianEquivalentValue(v.getValueIteratedTo())), rest, Long::sum);
        }
      }
      return CallSizes.of(counts);
    }

    /** A size in bytes as a call size: at least 1, at most 64 MiB. */
    private static int asCallSize(long size) {
      return (int) Math.max(1, Math.min(size, 64L << 20));
    }

    boolean isSequential() {
      OpProfile.Pattern p = main.pattern;
      if (p == null || main.calls <= 1) {
        return true;
      }
      long forwardJumps = p.sequential - p.consecutive;
      return forwardJumps <= FORWARD_JUMP_SHARE * (main.calls - 1);
    }

    /**
     * How many calls in a row, on average, each began where the one before ended (a record's fields
     * read one after the other): calls per run of consecutive calls, rounded, at most {@link
     * #MAX_RUN}.
     */
    long runLength() {
      OpProfile.Pattern p = main.pattern;
      if (p == null || main.calls <= 1 || p.consecutive <= 0) {
        return 1;
      }
      long runs = Math.max(1, main.calls - p.consecutive);
      return Math.max(1, Math.min(MAX_RUN, Math.round((double) main.calls / runs)));
    }

    /**
     * The gap most calls left after the previous one, when at least half of the calls jumped by
     * exactly that gap forward: a strided pattern. 0 when there is none.
     */
    long commonStride() {
      return main.pattern == null ? 0 : main.pattern.commonStride(main.calls - 1);
    }

    /** The file's size, or the bytes of one pass when the profile does not know the size. */
    long fileSize() {
      return file.size > 0 ? file.size : Math.max(bytes, 1);
    }
  }
}
