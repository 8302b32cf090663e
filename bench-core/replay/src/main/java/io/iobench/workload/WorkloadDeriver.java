package io.iobench.workload;

import io.iobench.analysis.FileFindings;
import io.iobench.analysis.Finding;
import io.iobench.analysis.Findings;
import io.iobench.format.RecordedOp;
import io.iobench.profile.Profile;
import io.iobench.technique.Catalogue;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Turns a profile's findings into the workloads worth replaying: per file, what it read and what it
 * wrote ({@link WorkloadShapes} gives each its API, call size, buffer kind, access pattern and
 * force() cadence); a read of one file matched by writes of the same bytes to another becomes a
 * copy. The hottest (by time spent in the calls) come first.
 */
public final class WorkloadDeriver {
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

  private final WorkloadShapes shapes;

  /**
   * @param maxBytes largest file a replay round reads or writes; bigger observed files are replayed
   *     at this size (a note says so)
   * @param maxRandomCalls most random calls in one round
   */
  public WorkloadDeriver(long maxBytes, long maxRandomCalls) {
    if (maxBytes < 1 || maxRandomCalls < 1) {
      throw new IllegalArgumentException("limits must be positive");
    }
    this.shapes = new WorkloadShapes(maxBytes, maxRandomCalls);
  }

  /** The {@code top} hottest workloads of the profile, hottest first. */
  public List<ObservedWorkload> derive(Profile profile, int top) {
    return derive(Findings.of(profile), top);
  }

  /** The {@code top} hottest workloads of the analysed profile, hottest first. */
  public List<ObservedWorkload> derive(Findings findings, int top) {
    List<Side> reads = new ArrayList<>();
    List<Side> writes = new ArrayList<>();
    List<ObservedWorkload> result = new ArrayList<>();
    for (FileFindings file : findings.files()) {
      if (!file.appsRegularFile()) {
        continue;
      }
      Optional.ofNullable(Side.of(file, READ_OPS)).ifPresent(reads::add);
      Optional.ofNullable(Side.of(file, WRITE_OPS)).ifPresent(writes::add);
      transfer(file).map(t -> shapes.transfer(file, t)).ifPresent(result::add);
    }
    Set<Side> paired = new HashSet<>();
    for (Side read : reads) {
      for (Side write : writes) {
        if (!paired.contains(write) && read.file() != write.file() && isCopy(read, write)) {
          result.add(shapes.copy(read, write));
          paired.add(read);
          paired.add(write);
          break;
        }
      }
    }
    for (Side read : reads) {
      if (!paired.contains(read)) {
        result.add(shapes.read(read));
      }
    }
    for (Side write : writes) {
      if (!paired.contains(write)) {
        result.add(shapes.write(write));
      }
    }
    long runNanos = findings.profile().wallNanos();
    result.replaceAll(o -> o.withRunNanos(runNanos));
    result.sort(
        Comparator.comparingLong(ObservedWorkload::observedNanos)
            .reversed()
            .thenComparing(ObservedWorkload::path));
    return List.copyOf(result.subList(0, Math.min(top, result.size())));
  }

  /** The first transfer operation of the file that moved bytes, if any. */
  private static Optional<Finding> transfer(FileFindings file) {
    for (RecordedOp op : TRANSFER_OPS) {
      for (Finding f : file.findings()) {
        if (f.is(op) && f.bytes() > 0) {
          return Optional.of(f);
        }
      }
    }
    return Optional.empty();
  }

  /**
   * A copy: the main read operation of one file moved the bytes the main write operation of another
   * did, in calls of the same size; not lines read by readLine. Main operations, not the sides'
   * totals: a file that is also read once more (to checksum it, say) is still the source of a copy.
   */
  private static boolean isCopy(Side read, Side write) {
    if (read.main().is(RecordedOp.RAF_READ_LINE)) {
      // Lines the app read one by one are replayed as lines, whatever it wrote of them.
      return false;
    }
    long a = read.main().bytes();
    long b = write.main().bytes();
    return a > 0 && Math.abs(a - b) <= a / 100 && read.callSize() == write.callSize();
  }

  private static Set<RecordedOp> transferOps() {
    Set<RecordedOp> ops = EnumSet.noneOf(RecordedOp.class);
    ops.addAll(Catalogue.recordedOps(Operation.COPY));
    ops.removeAll(READ_OPS);
    return ops;
  }
}
