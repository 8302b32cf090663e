package io.iobench.technique;

import io.iobench.format.RecordedOp;
import io.iobench.technique.copy.BufferedStreamCopy;
import io.iobench.technique.copy.DirectChannelCopy;
import io.iobench.technique.copy.FilesCopy;
import io.iobench.technique.copy.InputStreamTransferCopy;
import io.iobench.technique.copy.StreamCopy;
import io.iobench.technique.copy.TransferFromCopy;
import io.iobench.technique.copy.TransferToCopy;
import io.iobench.technique.read.BufferedStreamRead;
import io.iobench.technique.read.DirectChannelRead;
import io.iobench.technique.read.HeapChannelRead;
import io.iobench.technique.read.MappedByteRead;
import io.iobench.technique.read.MappedDataRead;
import io.iobench.technique.read.MappedRead;
import io.iobench.technique.read.PositionalChannelRead;
import io.iobench.technique.read.RandomAccessFileDataRead;
import io.iobench.technique.read.RandomAccessFileRead;
import io.iobench.technique.read.ReadAllBytes;
import io.iobench.technique.read.StreamByteRead;
import io.iobench.technique.read.StreamRead;
import io.iobench.technique.sink.ArraySink;
import io.iobench.technique.sink.DirectSink;
import io.iobench.technique.sink.HeapSink;
import io.iobench.technique.text.FilesLines;
import io.iobench.technique.text.ReadAllLines;
import io.iobench.technique.text.ReaderLines;
import io.iobench.technique.update.ChannelUpdate;
import io.iobench.technique.update.MappedUpdate;
import io.iobench.technique.update.RandomAccessFileUpdate;
import io.iobench.technique.write.BufferedStreamWrite;
import io.iobench.technique.write.DirectChannelWrite;
import io.iobench.technique.write.HeapChannelWrite;
import io.iobench.technique.write.MappedWrite;
import io.iobench.technique.write.RandomAccessFileWrite;
import io.iobench.technique.write.StreamByteWrite;
import io.iobench.technique.write.StreamWrite;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Every technique family, assembled from the families' rows ({@link Family}), and the alternatives
 * worth replaying for a workload. A technique id is its family and buffer size ({@code
 * channel-direct/64k}), or the family alone where it has no buffer size of its own ({@code
 * copy-files}, {@code fis-byte}).
 */
public final class Catalogue {
  public static final List<Integer> STANDARD_SIZES = List.of(8192, 65536, 262144, 1048576);

  /** Largest buffer a technique takes; arrays much bigger approach the VM's limit. */
  public static final int MAX_BUFFER = 1 << 30;

  /**
   * Every family's name, in the catalogue's order: grouped by operation (read, write, copy, sink,
   * update).
   */
  private static final List<String> NAMES =
      List.of(
          "fis",
          "fis-byte",
          "buffered-stream",
          "raf",
          "raf-data",
          "channel-heap",
          "channel-direct",
          "channel-positional",
          "mmap",
          "mmap-byte",
          "mmap-data",
          "read-all-bytes",
          "reader-lines",
          "files-lines",
          "read-all-lines",
          "fos",
          "fos-byte",
          "buffered-out",
          "raf-write",
          "channel-heap-write",
          "channel-direct-write",
          "mmap-write",
          "copy-stream",
          "copy-buffered",
          "copy-channel-direct",
          "copy-transfer-to",
          "copy-transfer-from",
          "copy-files",
          "copy-input-stream-transfer",
          "sink-array",
          "sink-heap",
          "sink-direct",
          "update-raf",
          "update-channel",
          "update-mmap");

  /**
   * The row of the family named {@code name}, or null; only that family's class is loaded. A worker
   * JVM replays one family, and loading all of them (some hundred classes and method references)
   * took longer than the rest of its start.
   */
  private static Family row(String name) {
    return switch (name) {
      case "fis" -> StreamRead.FAMILY;
      case "fis-byte" -> StreamByteRead.FAMILY;
      case "buffered-stream" -> BufferedStreamRead.FAMILY;
      case "raf" -> RandomAccessFileRead.FAMILY;
      case "raf-data" -> RandomAccessFileDataRead.FAMILY;
      case "channel-heap" -> HeapChannelRead.FAMILY;
      case "channel-direct" -> DirectChannelRead.FAMILY;
      case "channel-positional" -> PositionalChannelRead.FAMILY;
      case "mmap" -> MappedRead.FAMILY;
      case "mmap-byte" -> MappedByteRead.FAMILY;
      case "mmap-data" -> MappedDataRead.FAMILY;
      case "read-all-bytes" -> ReadAllBytes.FAMILY;
      case "reader-lines" -> ReaderLines.FAMILY;
      case "files-lines" -> FilesLines.FAMILY;
      case "read-all-lines" -> ReadAllLines.FAMILY;
      case "fos" -> StreamWrite.FAMILY;
      case "fos-byte" -> StreamByteWrite.FAMILY;
      case "buffered-out" -> BufferedStreamWrite.FAMILY;
      case "raf-write" -> RandomAccessFileWrite.FAMILY;
      case "channel-heap-write" -> HeapChannelWrite.FAMILY;
      case "channel-direct-write" -> DirectChannelWrite.FAMILY;
      case "mmap-write" -> MappedWrite.FAMILY;
      case "copy-stream" -> StreamCopy.FAMILY;
      case "copy-buffered" -> BufferedStreamCopy.FAMILY;
      case "copy-channel-direct" -> DirectChannelCopy.FAMILY;
      case "copy-transfer-to" -> TransferToCopy.FAMILY;
      case "copy-transfer-from" -> TransferFromCopy.FAMILY;
      case "copy-files" -> FilesCopy.FAMILY;
      case "copy-input-stream-transfer" -> InputStreamTransferCopy.FAMILY;
      case "sink-array" -> ArraySink.FAMILY;
      case "sink-heap" -> HeapSink.FAMILY;
      case "sink-direct" -> DirectSink.FAMILY;
      case "update-raf" -> RandomAccessFileUpdate.FAMILY;
      case "update-channel" -> ChannelUpdate.FAMILY;
      case "update-mmap" -> MappedUpdate.FAMILY;
      default -> null;
    };
  }

  /** Every row, loaded on first use. */
  private static final class All {
    static final List<Family> FAMILIES = NAMES.stream().map(Catalogue::row).toList();
  }

  private Catalogue() {}

  /** The rows themselves, in the catalogue's order. */
  static List<Family> rows() {
    return All.FAMILIES;
  }

  /** Family names, grouped by operation (read, write, copy, sink, update). */
  public static List<String> families() {
    return NAMES;
  }

  /**
   * The family's technique with this buffer size (1 to {@link #MAX_BUFFER}); the size is ignored by
   * families without one.
   */
  public static Optional<Technique> of(String family, int bufferSize) {
    Family f = row(family);
    if (f == null || f.sized() && (bufferSize < 1 || bufferSize > MAX_BUFFER)) {
      return Optional.empty();
    }
    return Optional.of(f.create(bufferSize));
  }

  /**
   * The technique with this id: {@code family/size} (size as {@code 64k}, {@code 1m} or plain bytes
   * like {@code 8188}), or the family alone for families without a size.
   */
  public static Optional<Technique> byId(String id) {
    int slash = id.indexOf('/');
    Family f = row(slash < 0 ? id : id.substring(0, slash));
    if (f == null || f.sized() != slash >= 0) {
      return Optional.empty();
    }
    return f.sized() ? of(f.name(), Sizes.parse(id.substring(slash + 1))) : of(f.name(), 0);
  }

  /**
   * The techniques to replay for {@code w}: {@code current} first (always: it is the baseline, even
   * where the catalogue would not propose it), then every family of the workload's operation that
   * {@linkplain Technique#appliesTo applies}, at the standard sizes, the current size and, for
   * random calls, the call size; families without a size once. No id appears twice.
   *
   * @throws IllegalArgumentException when {@code current} is a technique of another operation
   */
  public static List<Technique> alternatives(Workload w, Technique current) {
    if (current.operation() != w.operation()) {
      throw new IllegalArgumentException(
          current.id()
              + " is a "
              + current.operation()
              + " technique, the workload"
              + " is a "
              + w.operation());
    }
    SortedSet<Integer> sizes = new TreeSet<>(STANDARD_SIZES);
    // Size 1 would add a one-byte-per-call variant of every family: the byte families cover it.
    if (current.bufferSize() > 1) {
      sizes.add(current.bufferSize());
    }
    if (w.pattern() == AccessPattern.RANDOM) {
      sizes.add(w.callSize());
    }
    Map<String, Technique> out = new LinkedHashMap<>();
    out.put(current.id(), current);
    for (Family f : All.FAMILIES) {
      if (f.operation() != w.operation()) {
        continue;
      }
      if (f.sized()) {
        for (int size : sizes) {
          if (size <= MAX_BUFFER) {
            add(out, f.create(size), w);
          }
        }
      } else {
        add(out, f.create(0), w);
      }
    }
    return List.copyOf(out.values());
  }

  private static void add(Map<String, Technique> out, Technique t, Workload w) {
    if (t.appliesTo(w)) {
      out.putIfAbsent(t.id(), t);
    }
  }

  /**
   * The family that stands for the app's calls when they are its own technique: the one whose row
   * names their recorded operation, where the calls meet its condition.
   */
  public static Optional<Family> standingFor(AppCalls calls) {
    return All.FAMILIES.stream().filter(f -> f.standsFor(calls)).findFirst();
  }

  /** The recorded operations that families of {@code operation} stand for. */
  public static Set<RecordedOp> recordedOps(Operation operation) {
    Set<RecordedOp> ops = EnumSet.noneOf(RecordedOp.class);
    for (Family f : All.FAMILIES) {
      if (f.operation() == operation) {
        for (RecordedOp op : RecordedOp.values()) {
          if (f.standsFor(op)) {
            ops.add(op);
          }
        }
      }
    }
    return Collections.unmodifiableSet(ops);
  }
}
