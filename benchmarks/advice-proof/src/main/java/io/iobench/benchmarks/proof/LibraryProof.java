package io.iobench.benchmarks.proof;

import io.iobench.benchmarks.proof.LayerProof.Phase;
import java.util.List;
import java.util.Set;

/**
 * Is the advice right on an app whose I/O goes through libraries and JDK methods as apps often call
 * them, some of which the layer catalogue has no row for? Per phase of the library app
 * (benchmarks/library-proof.sh runs it), the comparison {@link LayerProof} makes, with two more
 * checks: the rank-1 advice is placed at a line of the phase's own class, and for a library without
 * a row it names the library (its coordinates, in the layer's title or the call site) and is the
 * right one of the two rows such a library can get: {@code library-without-row} where the library
 * writes to a file the app opened once (HdrHistogram, OpenCSV), {@code reopened-file} where the
 * library opens the file per call (Commons IO's FileUtils, Guava's CharSink).
 *
 * <pre>
 * LibraryProof REPLAY_JSON TIMINGS_DIR
 * </pre>
 */
public final class LibraryProof {
  private static final String APP = "io.iobench.benchmarks.library.";

  /** A library without a row that writes an open file: its generic row, at the app's call. */
  private static final Set<String> WITHOUT_ROW = Set.of("library-without-row");

  /** A library without a row that opens the file per call: keep the file open, where it is. */
  private static final Set<String> OPENS_PER_CALL = Set.of("reopened-file");

  static final List<Phase> PHASES =
      List.of(
          mistaken("jackson", "/jackson.json", "WRITE", "JacksonPhase", Set.of("jackson"), null),
          mistaken(
              "read-line",
              "/read-line.txt",
              "READ",
              "ReadLinePhase",
              Set.of("random-access-file-read-line"),
              null),
          mistaken(
              "reopened-writer",
              "/reopened-writer.log",
              "WRITE",
              "ReopenedWriterPhase",
              Set.of("reopened-file"),
              null),
          mistaken("avro", "/avro.avro", "WRITE", "AvroPhase", Set.of("avro-data-file"), null),
          mistaken(
              "histogram-log",
              "/histogram-log.hlog",
              "WRITE",
              "HistogramLogPhase",
              WITHOUT_ROW,
              "org.hdrhistogram:HdrHistogram"),
          mistaken(
              "commons-io",
              "/commons-io.log",
              "WRITE",
              "CommonsIoPhase",
              OPENS_PER_CALL,
              "commons-io:commons-io"),
          mistaken(
              "guava-sink",
              "/guava-sink.log",
              "WRITE",
              "GuavaSinkPhase",
              OPENS_PER_CALL,
              "com.google.guava:guava"),
          mistaken(
              "opencsv",
              "/opencsv.csv",
              "WRITE",
              "OpenCsvPhase",
              WITHOUT_ROW,
              "com.opencsv:opencsv"),
          right("buffered-log", "/buffered-log.log", "WRITE", "BufferedLogPhase"),
          right("read-all", "/read-all.bin", "READ", "ReadAllPhase"));

  private LibraryProof() {}

  public static void main(String[] args) throws Exception {
    LayerProof.prove(args, "LibraryProof", "library-proof.sh", PHASES);
  }

  private static Phase mistaken(
      String name,
      String file,
      String operation,
      String appClass,
      Set<String> layers,
      String library) {
    return new Phase(name, file, operation, layers, APP + appClass, library);
  }

  private static Phase right(String name, String file, String operation, String appClass) {
    return new Phase(name, file, operation, Set.of(), APP + appClass, null);
  }
}
