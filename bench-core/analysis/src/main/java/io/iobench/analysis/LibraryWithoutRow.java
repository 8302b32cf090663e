package io.iobench.analysis;

import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.Control.WRAPPER;

import io.iobench.layer.AppLayer;
import io.iobench.layer.Control;
import io.iobench.layer.Frames;
import io.iobench.layer.Layer;
import io.iobench.layer.LayerKind;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The generic row of a library the layer catalogue has none for, made for one {@link LibraryEntry}:
 * where the app called the library, what a change of that call must achieve (fewer, larger calls of
 * the file; no flush per call where the library flushes what it writes to), and the replay families
 * that measure the file's calls made so. Never a change inside the library, and never a buffer put
 * under a library that flushes it on every call.
 */
public final class LibraryWithoutRow {
  /** The id every such row has in the results. */
  public static final String ID = "library-without-row";

  private static final List<String> WRITES =
      List.of("buffered-out", "fos", "channel-heap-write", "channel-direct-write", "raf-write");
  private static final List<String> READS =
      List.of("buffered-stream", "read-all-bytes", "fis", "channel-heap", "channel-direct", "raf");

  private static final String NOT_MEASURED =
      "iobench has no row for this library: the replay measured the file's calls made fewer and"
          + " larger, not what the library itself costs per call; its documentation says how to"
          + " write or read many values in one call, or which setting stops its flush per call.";

  private static final String FLUSH_IS_NO_SYNC =
      "flush() is not a sync: values flushed one by one were in the OS, not on the disk, either"
          + " way.";

  private static final String BUFFER_HOLDS =
      "The buffer holds up to 64 KiB the file has not seen yet: close or flush the stream where"
          + " the data must be in the file.";

  private LibraryWithoutRow() {}

  /** The row for {@code entry}, at the app's frame {@code appFrame}. */
  public static AppLayer at(LibraryEntry entry, String appFrame, double callShare) {
    Layer row =
        Layer.library(ID, LayerKind.LIBRARY, Frames.classOf(entry.method()))
            .title(Frames.classOf(entry.method()) + " (" + entry.library() + ")")
            .change(entry.flushesThrough() ? fewerCalls() : bufferedOutput())
            .change(bufferedInput())
            .build();
    return new AppLayer(row, Frames.methodOf(entry.method()), row.changes(), appFrame, callShare);
  }

  private static io.iobench.layer.Change fewerCalls() {
    return unmeasured(
        FEWER_CALLS,
        "Make fewer, larger calls into it (the values of several calls in one, or its own writer"
            + " of many values), or turn off its flush per call where it has a setting: it flushes"
            + " the stream it writes to on every call, so a buffer put under it would be flushed"
            + " as often.",
        """
        for (Value v : values) {
          library.write(v, out);   // a write and a flush of the file per value
        }""",
        """
            // the values in one call (or the library's own writer of many values), over a
            // buffered stream: the file gets calls of up to 64 KiB and one flush
            """
            + overBufferedOutput("library.write(values, out);"),
        WRITES,
        FLUSH_IS_NO_SYNC);
  }

  private static io.iobench.layer.Change bufferedOutput() {
    return unmeasured(
        WRAPPER,
        handItABufferedStream(
            "where it opens the file itself, a constructor or setting that takes a stream or a"
                + " buffer size",
            "writes then reach the file as calls of up to 64 KiB"),
        """
        library.write(value, new FileOutputStream(file));   // its small writes go to the file""",
        overBufferedOutput("library.write(value, out);"),
        WRITES,
        BUFFER_HOLDS);
  }

  private static io.iobench.layer.Change bufferedInput() {
    return unmeasured(
        WRAPPER,
        handItABufferedStream("or the file's bytes, read at once", "reads then come from memory"),
        """
        Value v = library.read(new FileInputStream(file));   // its small reads go to the file""",
        """
        try (InputStream in = new BufferedInputStream(new FileInputStream(file), 65536)) {
          Value v = library.read(in);
        }""",
        READS);
  }

  /**
   * A wrapper change's summary: {@code where} the stream is given, what its small calls {@code
   * then} do.
   */
  private static String handItABufferedStream(String where, String then) {
    return "Hand it a buffered stream where you give it the stream ("
        + where
        + "): its small "
        + then
        + ".";
  }

  /** The app's library {@code call}, writing to {@code out}, a buffered stream of the file. */
  private static String overBufferedOutput(String call) {
    return "try (OutputStream out = new BufferedOutputStream(new FileOutputStream(file), 65536)) {\n  "
        + call
        + "\n}";
  }

  /**
   * A change of the app's call into the library, for any way in, whose caveats start with what the
   * replay of {@code families} did not measure.
   */
  private static io.iobench.layer.Change unmeasured(
      Control control,
      String summary,
      String before,
      String code,
      List<String> families,
      String... caveats) {
    return new io.iobench.layer.Change(
        control,
        Set.of(),
        summary,
        before,
        code,
        families,
        Stream.concat(Stream.of(NOT_MEASURED), Stream.of(caveats)).toList());
  }
}
