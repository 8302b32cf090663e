package io.iobench.technique;

import io.iobench.format.RecordedOp;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.ArrayList;
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
   * Every family, in the catalogue's order (grouped by operation: read, write, copy, sink, update):
   * its name and its class in this package, which holds its row as {@code FAMILY}. Adding a family
   * is adding its class and its line here. The class is named, not referenced, so that looking a
   * family up loads that family's class only: a worker JVM replays one family, and loading all of
   * them (some hundred classes and method references) took longer than the rest of its start.
   */
  private static final List<Map.Entry<String, String>> FAMILIES =
      List.of(
          family("fis", "read.StreamRead"),
          family("fis-byte", "read.StreamByteRead"),
          family("buffered-stream", "read.BufferedStreamRead"),
          family("raf", "read.RandomAccessFileRead"),
          family("raf-data", "read.RandomAccessFileDataRead"),
          family("channel-heap", "read.HeapChannelRead"),
          family("channel-direct", "read.DirectChannelRead"),
          family("channel-positional", "read.PositionalChannelRead"),
          family("mmap", "read.MappedRead"),
          family("mmap-byte", "read.MappedByteRead"),
          family("mmap-data", "read.MappedDataRead"),
          family("read-all-bytes", "read.ReadAllBytes"),
          family("reader-lines", "text.ReaderLines"),
          family("files-lines", "text.FilesLines"),
          family("read-all-lines", "text.ReadAllLines"),
          family("raf-lines", "text.RandomAccessFileLines"),
          family("fos-reopen", "write.StreamReopenWrite"),
          family("fos", "write.StreamWrite"),
          family("fos-byte", "write.StreamByteWrite"),
          family("buffered-out", "write.BufferedStreamWrite"),
          family("raf-write", "write.RandomAccessFileWrite"),
          family("channel-reopen-write", "write.ChannelReopenWrite"),
          family("channel-heap-write", "write.HeapChannelWrite"),
          family("channel-direct-write", "write.DirectChannelWrite"),
          family("mmap-write", "write.MappedWrite"),
          family("jackson-write-value", "write.JacksonWriteValue"),
          family("jackson-sequence-writer", "write.JacksonSequenceWriter"),
          family("copy-stream", "copy.StreamCopy"),
          family("copy-buffered", "copy.BufferedStreamCopy"),
          family("copy-channel-direct", "copy.DirectChannelCopy"),
          family("copy-transfer-to", "copy.TransferToCopy"),
          family("copy-transfer-from", "copy.TransferFromCopy"),
          family("copy-files", "copy.FilesCopy"),
          family("copy-input-stream-transfer", "copy.InputStreamTransferCopy"),
          family("sink-array", "sink.ArraySink"),
          family("sink-heap", "sink.HeapSink"),
          family("sink-direct", "sink.DirectSink"),
          family("update-raf", "update.RandomAccessFileUpdate"),
          family("update-channel", "update.ChannelUpdate"),
          family("update-mmap", "update.MappedUpdate"));

  /** Every family's name, in the catalogue's order. */
  private static final List<String> NAMES = names();

  /** The rows looked up so far, by their index in {@link #FAMILIES}. */
  private static final Family[] LOOKED_UP = new Family[FAMILIES.size()];

  private static Map.Entry<String, String> family(String name, String className) {
    return Map.entry(name, className);
  }

  private static List<String> names() {
    List<String> names = new ArrayList<>();
    for (Map.Entry<String, String> f : FAMILIES) {
      names.add(f.getKey());
    }
    return List.copyOf(names);
  }

  /** The row of the family named {@code name}, or null; only that family's class is loaded. */
  private static Family row(String name) {
    int i = NAMES.indexOf(name);
    if (i < 0) {
      return null;
    }
    Family row = LOOKED_UP[i];
    if (row == null) {
      // A race only looks the same row up twice: the class's FAMILY is one object.
      row = load(FAMILIES.get(i).getValue());
      LOOKED_UP[i] = row;
    }
    return row;
  }

  private static Family load(String className) {
    String name = Catalogue.class.getPackageName() + "." + className;
    try {
      return (Family) Class.forName(name).getField("FAMILY").get(null);
    } catch (ReflectiveOperationException | ClassCastException e) {
      throw new IllegalStateException("no technique family in " + name + ": " + e, e);
    }
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
    Family f = row(familyOf(id));
    if (f == null || f.sized() != slash >= 0) {
      return Optional.empty();
    }
    return f.sized() ? of(f.name(), Sizes.parse(id.substring(slash + 1))) : of(f.name(), 0);
  }

  /** The family of a technique id: the id without its size ({@code fis} of {@code fis/64k}). */
  public static String familyOf(String id) {
    int slash = id.indexOf('/');
    return slash < 0 ? id : id.substring(0, slash);
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
