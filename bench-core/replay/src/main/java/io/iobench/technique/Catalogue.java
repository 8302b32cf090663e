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

  /** Every family's row, grouped by operation (read, write, copy, sink, update). */
  private static final List<Family> FAMILIES =
      List.of(
          StreamRead.FAMILY,
          StreamByteRead.FAMILY,
          BufferedStreamRead.FAMILY,
          RandomAccessFileRead.FAMILY,
          RandomAccessFileDataRead.FAMILY,
          HeapChannelRead.FAMILY,
          DirectChannelRead.FAMILY,
          PositionalChannelRead.FAMILY,
          MappedRead.FAMILY,
          MappedByteRead.FAMILY,
          MappedDataRead.FAMILY,
          ReadAllBytes.FAMILY,
          ReaderLines.FAMILY,
          FilesLines.FAMILY,
          ReadAllLines.FAMILY,
          StreamWrite.FAMILY,
          StreamByteWrite.FAMILY,
          BufferedStreamWrite.FAMILY,
          RandomAccessFileWrite.FAMILY,
          HeapChannelWrite.FAMILY,
          DirectChannelWrite.FAMILY,
          MappedWrite.FAMILY,
          StreamCopy.FAMILY,
          BufferedStreamCopy.FAMILY,
          DirectChannelCopy.FAMILY,
          TransferToCopy.FAMILY,
          TransferFromCopy.FAMILY,
          FilesCopy.FAMILY,
          InputStreamTransferCopy.FAMILY,
          ArraySink.FAMILY,
          HeapSink.FAMILY,
          DirectSink.FAMILY,
          RandomAccessFileUpdate.FAMILY,
          ChannelUpdate.FAMILY,
          MappedUpdate.FAMILY);

  private Catalogue() {}

  /** The rows themselves, in the catalogue's order. */
  static List<Family> rows() {
    return FAMILIES;
  }

  /** Family names, grouped by operation (read, write, copy, sink, update). */
  public static List<String> families() {
    return FAMILIES.stream().map(Family::name).toList();
  }

  /**
   * The family's technique with this buffer size (1 to {@link #MAX_BUFFER}); the size is ignored by
   * families without one.
   */
  public static Optional<Technique> of(String family, int bufferSize) {
    Family f = find(family);
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
    Family f = find(slash < 0 ? id : id.substring(0, slash));
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
    for (Family f : FAMILIES) {
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

  private static Family find(String name) {
    for (Family f : FAMILIES) {
      if (f.name().equals(name)) {
        return f;
      }
    }
    return null;
  }

  /**
   * The family that stands for the app's calls when they are its own technique: the one whose row
   * names their recorded operation, where the calls meet its condition.
   */
  public static Optional<Family> standingFor(AppCalls calls) {
    return FAMILIES.stream().filter(f -> f.standsFor(calls)).findFirst();
  }

  /** The recorded operations that families of {@code operation} stand for. */
  public static Set<RecordedOp> recordedOps(Operation operation) {
    Set<RecordedOp> ops = EnumSet.noneOf(RecordedOp.class);
    for (Family f : FAMILIES) {
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
