package io.iobench.workload;

import io.iobench.analysis.FileFindings;
import io.iobench.analysis.Finding;
import io.iobench.analysis.LibraryCalls;
import io.iobench.analysis.Opens;
import io.iobench.format.RecordedOp;
import io.iobench.profile.FileSystemMount;
import io.iobench.results.ReplayNote;
import io.iobench.technique.AppCalls;
import io.iobench.technique.Catalogue;
import io.iobench.technique.Family;
import java.util.ArrayList;
import java.util.List;

/**
 * The workload each kind of side becomes: a read, a write, a copy of one file into another, or a
 * transfer; with the baseline family that stands for the app's calls, and a note for everything the
 * replay assumed or capped.
 */
final class WorkloadShapes {
  /**
   * Most threads a replay reads with: more would measure the replaying machine's cores queueing
   * rather than the app's reads.
   */
  static final int MAX_THREADS = 8;

  /** Bytes per call of a transfer's replay: the profile counts its one call, not its chunks. */
  static final int TRANSFER_CALL_SIZE = 65536;

  private final long maxBytes;
  private final long maxRandomCalls;

  WorkloadShapes(long maxBytes, long maxRandomCalls) {
    this.maxBytes = maxBytes;
    this.maxRandomCalls = maxRandomCalls;
  }

  ObservedWorkload read(Side side) {
    if (side.main().is(RecordedOp.RAF_READ_LINE)) {
      return lines(side);
    }
    List<ReplayNote> notes = new ArrayList<>();
    Finding main = side.main();
    int callSize = side.callSize();
    boolean sequential = side.isSequential() || main.is(RecordedOp.FIS_READ_ALL_BYTES);
    CallSizes sizes = sequential ? side.callSizes() : CallSizes.UNIFORM;
    Family family =
        baseline(Operation.READ, main, callSize, sequential, sizes.mixed(), false, false);
    Workload w;
    if (sequential) {
      long size = capped(side.fileSize(), notes);
      w = withMix(Workload.sequential(side.path(), Operation.READ, size, callSize), sizes, notes);
    } else {
      long size = side.file().size() > 0 ? side.file().size() : maxBytes;
      size = Math.max(capped(size, notes), callSize);
      // The app's calls of its method: a readLong at a seek is one random call of eight bytes,
      // whatever reads the JDK made for it.
      long perThread = Math.max(1, side.methodCalls() / threads(side));
      long calls = Math.min(perThread, maxRandomCalls);
      long stride = main.access().stride();
      w =
          stride > 0
              ? Workload.strided(side.path(), Operation.READ, size, callSize, calls, stride)
              : Workload.random(side.path(), Operation.READ, size, callSize, calls);
      int run = stride > 0 ? 1 : (int) Math.min(main.access().runLength(), size / callSize);
      if (run > 1) {
        w = w.withRun(run);
        notes.add(
            new ReplayNote.RandomRuns(
                100 * main.op().pattern.consecutive / main.methodCalls(), run));
      }
      if (calls < perThread) {
        w = w.withAppCalls(perThread);
        notes.add(new ReplayNote.CallsPerRound(calls, perThread, calls * w.maxScale()));
      }
    }
    w = w.withThreads(threads(side));
    return observed(null, w, family, callSize, side, notes);
  }

  /**
   * Lines read by RandomAccessFile.readLine: one pass over a file of text lines, whose calls are
   * the app's, a read of one byte each ({@code raf-lines}); the alternatives are the families that
   * give lines. The replay's lines are its text content's, of their own lengths (a note says the
   * app's), read in order (a note says when the app's were not).
   */
  private ObservedWorkload lines(Side side) {
    List<ReplayNote> notes = new ArrayList<>();
    Finding main = side.main();
    long size = capped(side.fileSize(), notes);
    Workload w = Workload.sequential(side.path(), Operation.READ, size, 1).asText();
    notes.add(new ReplayNote.Lines(main.methodCalls(), main.bytes(), main.calls()));
    if (!side.isSequential()) {
      notes.add(new ReplayNote.NotInOrder(Operation.READ.name()));
    }
    w = w.withThreads(threads(side));
    Family family = baseline(Operation.READ, main, 1, true, false, false, false);
    return observed(null, w, family, 1, side, notes);
  }

  ObservedWorkload write(Side side) {
    List<ReplayNote> notes = new ArrayList<>();
    int callSize = side.callSize();
    long size = capped(Math.max(side.bytes(), callSize), notes);
    CallSizes sizes = side.callSizes();
    Workload w =
        withMix(Workload.sequential(side.path(), Operation.WRITE, size, callSize), sizes, notes);
    long forceCalls = side.file().forceCalls();
    if (forceCalls > 0) {
      long every = Math.max(callSize, side.bytes() / forceCalls);
      w = w.withForceEvery(every);
      notes.add(new ReplayNote.ForceCadence(every));
    }
    if (!side.isSequential()) {
      notes.add(new ReplayNote.NotInOrder(Operation.WRITE.name()));
    }
    long truncated = side.file().truncatedBytes();
    if (truncated > 0) {
      // Giving the old blocks back is part of the write's cost.
      w = w.withReplacing(true);
      notes.add(new ReplayNote.Truncated(truncated, false));
    }
    Finding main = side.main();
    LibraryCalls library = main.libraryCalls();
    if (JacksonValues.perCall(main) && side.isSequential() && !main.reopened()) {
      return jsonValues(side, w.asJsonValues(), callSize, notes);
    }
    Family keepsOpen =
        baseline(Operation.WRITE, main, callSize, side.isSequential(), sizes.mixed(), false, false);
    Family reopens =
        baseline(Operation.WRITE, main, callSize, side.isSequential(), sizes.mixed(), true, false);
    // Reopening is replayed where a family stands for an app that reopens these calls.
    boolean reopened = main.reopened() && !w.preallocated() && reopens != keepsOpen;
    Opens opens = main.opens();
    if (reopened) {
      long every = opens.callsPerOpen(side.calls());
      w = w.withOpenEvery(every);
      notes.add(
          new ReplayNote.OpenCadence(
              opens.opens(), opens.closes(), side.calls(), opens.nanos(), every));
    }
    Family family = reopened ? reopens : keepsOpen;
    Side timed = reopened ? side.withOpenTime(opens.nanos()) : side;
    boolean flushes = !reopened && library.flushes();
    if (reopened && library.opensPerCall() || flushes) {
      // Keeping the file open replaces the app's calls into the library that opened it, and
      // with them what the library did around the file calls (checks of the file, an encoder);
      // flushing less often removes the app's calls of the library's flush, all of them.
      long nanos = library.nanosFor(main.op().op, side.calls());
      if (nanos > timed.nanos()) {
        long calls = Math.round(nanos / library.appCallNanos());
        notes.add(
            new ReplayNote.LibraryCallTime(
                library.entry(),
                calls,
                nanos,
                library.appCalls(),
                Math.round(library.appCallNanos() * library.appCalls()),
                flushes,
                library.withoutAgent()));
        timed = timed.withTime(nanos);
      }
    }
    return observed(null, w, family, callSize, timed, notes);
  }

  /**
   * Writes each made by a call of Jackson's writeValue with one value, which made a generator for
   * it: replayed through Jackson, with values of the app's size, as the app's calls into it, whose
   * time (Jackson's own and the write's) is what one SequenceWriter in their place saves from.
   */
  private ObservedWorkload jsonValues(Side side, Workload w, int callSize, List<ReplayNote> notes) {
    Finding main = side.main();
    LibraryCalls library = main.libraryCalls();
    Family family =
        baseline(Operation.WRITE, main, callSize, true, side.callSizes().mixed(), false, true);
    long nanos = library.nanosFor(main.op().op, side.calls());
    notes.add(
        new ReplayNote.JsonValues(
            library.entry(),
            Math.round(nanos / library.appCallNanos()),
            nanos,
            library.appCalls(),
            Math.round(library.appCallNanos() * library.appCalls()),
            JacksonValues.REPLAYED_WITH));
    return observed(null, w, family, callSize, side.withTime(nanos), notes);
  }

  ObservedWorkload copy(Side read, Side write) {
    List<ReplayNote> notes = new ArrayList<>();
    int callSize = read.callSize();
    // The bytes the copy moved: the source may have been read once more for something else.
    long size = capped(Math.max(read.main().bytes(), callSize), notes);
    Workload w =
        Workload.sequential(read.path() + " -> " + write.path(), Operation.COPY, size, callSize);
    long truncated = write.file().truncatedBytes();
    if (truncated > 0) {
      // Giving the old blocks back can cost the copy as much as the copying itself.
      w = w.withReplacing(true);
      notes.add(new ReplayNote.Truncated(truncated, true));
    }
    if (!read.isSequential()) {
      notes.add(new ReplayNote.NotInOrder(Operation.COPY.name()));
    }
    Family family =
        baseline(Operation.COPY, read.main(), callSize, read.isSequential(), false, false, false);
    return observed(
        write.path(),
        w,
        family,
        callSize,
        read.copyStepsWith(write),
        notes,
        write.file().file().fileSystem);
  }

  /**
   * A transferTo/transferFrom on a file's channel: a copy whose other end the profile may not name.
   */
  ObservedWorkload transfer(FileFindings file, Finding transfer) {
    List<ReplayNote> notes = new ArrayList<>();
    long size = capped(transfer.bytes(), notes);
    Workload w = Workload.sequential(file.file().path, Operation.COPY, size, TRANSFER_CALL_SIZE);
    Family family = baseline(Operation.COPY, transfer, 0, true, false, false, false);
    return observed(null, w, family, 0, Side.of(file, transfer), notes);
  }

  /** The workload making its calls in the app's mix of sizes, when there was one. */
  private static Workload withMix(Workload w, CallSizes sizes, List<ReplayNote> notes) {
    if (!sizes.mixed()) {
      return w;
    }
    notes.add(sizes.note());
    return w.withSizes(sizes);
  }

  /** Threads the replay reads with: as many as the app used, up to {@link #MAX_THREADS}. */
  private static int threads(Side side) {
    return (int) Math.max(1, Math.min(side.threads(), MAX_THREADS));
  }

  private static ObservedWorkload observed(
      String target, Workload w, Family family, int bufferSize, Side side, List<ReplayNote> notes) {
    return observed(target, w, family, bufferSize, side, notes, side.file().file().fileSystem);
  }

  /**
   * @param fileSystem the file system of the file the workload writes (a copy's target), else of
   *     its file
   */
  private static ObservedWorkload observed(
      String target,
      Workload w,
      Family family,
      int bufferSize,
      Side side,
      List<ReplayNote> notes,
      FileSystemMount fileSystem) {
    if (side.threads() > 1) {
      notes.add(new ReplayNote.Threads(side.threads(), w.threads()));
    }
    return new ObservedWorkload(
        side.path(),
        target,
        w,
        family.name(),
        family.sized() ? bufferSize : 0,
        side.nanos(),
        side.calls(),
        side.p50Nanos(),
        side.p10Nanos(),
        side.threads(),
        side.main(),
        notes,
        0,
        fileSystem);
  }

  private long capped(long size, List<ReplayNote> notes) {
    if (size > maxBytes) {
      notes.add(new ReplayNote.Capped(maxBytes, size));
      return maxBytes;
    }
    return Math.max(1, size);
  }

  /**
   * The family that stands for the app's calls of {@code main} (for a copy: its read side, or the
   * transfer) when they are its own technique, as the families' rows declare it.
   */
  private static Family baseline(
      Operation operation,
      Finding main,
      int callSize,
      boolean sequential,
      boolean mixed,
      boolean reopened,
      boolean jsonValues) {
    RecordedOp op = main.recordedOp().orElseThrow();
    AppCalls calls =
        new AppCalls(
            operation, op, callSize, sequential, main.directBuffers(), mixed, reopened, jsonValues);
    return Catalogue.standingFor(calls)
        .orElseThrow(() -> new IllegalStateException("no family stands for " + calls));
  }
}
