package io.iobench.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.RecordedOps;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A call path's entry into a library, as the agent recorded real ones (LibraryFramesIT). */
class LibraryEntryTest {
  private static OpProfile.CallPath path(String library, String... frames) {
    return RecordedOps.path("com.acme.Export.run(Export.java:9)", library, 0, List.of(frames));
  }

  /** The finding of {@code calls} writes of {@code file}, all on {@code path}. */
  private static Finding writes(String file, long calls, OpProfile.CallPath path) {
    path.calls = calls;
    FileProfile f = new FileProfile();
    f.path = file;
    return Finding.of(f, RecordedOps.op("FileOutputStream", "write", calls, path), 0);
  }

  /**
   * HdrHistogram's log writer prints through a PrintStream it made, which empties its encoder into
   * the file on every write but never flushes the stream: a buffered stream handed to it would
   * gather its writes.
   */
  @Test
  void anEncoderEmptiedOnEveryWriteIsNoFlushOfTheStream() {
    LibraryEntry entry =
        LibraryEntry.of(
                path(
                    "org.hdrhistogram:HdrHistogram:2.2.2",
                    "org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram",
                    "java.io.PrintStream.format",
                    "java.io.PrintStream.write",
                    "java.io.OutputStreamWriter.flushBuffer",
                    "sun.nio.cs.StreamEncoder.flushBuffer",
                    "java.io.FileOutputStream.write"))
            .orElseThrow();
    assertEquals("org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram", entry.method());
    assertEquals("org.hdrhistogram:HdrHistogram:2.2.2", entry.library());
    assertFalse(entry.flushesThrough());
  }

  /** A library that calls flush() of the stream it writes to on every value flushes through. */
  @Test
  void aLibraryThatFlushesTheStreamOnItsWayToTheFileFlushesThrough() {
    LibraryEntry entry =
        LibraryEntry.of(
                path(
                    "com.opencsv:opencsv:5.12.0",
                    "com.opencsv.CSVWriter.flush",
                    "java.io.OutputStreamWriter.flush",
                    "sun.nio.cs.StreamEncoder.flush",
                    "sun.nio.cs.StreamEncoder.implFlush",
                    "sun.nio.cs.StreamEncoder.implFlushBuffer",
                    "java.io.FileOutputStream.write"))
            .orElseThrow();
    assertTrue(entry.flushesThrough());
  }

  /**
   * Jackson has a row: a path that enters it is at its layer, with the row's change, and enters no
   * library without a row.
   */
  @Test
  void aLibraryWithARowIsALayerNotALibraryEntry() {
    Finding finding =
        writes(
            "/data/orders.json",
            300,
            path(
                "com.fasterxml.jackson.core:jackson-databind:2.23.0",
                "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
                "com.fasterxml.jackson.databind.ObjectMapper._writeValueAndClose",
                "com.fasterxml.jackson.core.json.UTF8JsonGenerator.close",
                "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer",
                "java.io.FileOutputStream.write"));
    assertEquals("jackson", finding.layer().layer().id());
    assertEquals("writeValue", finding.layer().entryMethod());
    assertNull(finding.library(), "a library with a row is no library without one");
  }

  @Test
  void aLibraryThatWritesWithoutFlushingAndWithoutCoordinatesIsNamedByItsPackage() {
    LibraryEntry entry =
        LibraryEntry.of(
                path(
                    null,
                    "org.example.codec.Encoder.encode",
                    "org.example.codec.Encoder.emit",
                    "java.io.FileOutputStream.write"))
            .orElseThrow();
    assertFalse(entry.flushesThrough());
    assertEquals("org.example.codec", entry.library());
  }

  @Test
  void aPathIntoTheJdkOrWithoutLayersEntersNoLibrary() {
    assertEquals(
        Optional.empty(),
        LibraryEntry.of(
            path(null, "java.io.BufferedWriter.flush", "java.io.FileOutputStream.write")));
    assertEquals(Optional.empty(), LibraryEntry.of(path(null, "java.io.FileOutputStream.write")));
    assertEquals(
        Optional.empty(), LibraryEntry.of(path(null, "...", "java.io.FileOutputStream.write")));
  }

  /**
   * HdrHistogram's log writer prints through a PrintStream it made itself: the PrintStream is the
   * library's, so the finding has no layer of the app's, and enters the library instead.
   */
  @Test
  void aJdkLayerReachedThroughALibraryIsTheLibrarys() {
    Finding finding =
        writes(
            "/data/latency.hlog",
            1604,
            path(
                "org.hdrhistogram:HdrHistogram:2.2.2",
                "org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram",
                "java.io.PrintStream.format",
                "java.io.PrintStream.write",
                "java.io.FileOutputStream.write"));
    assertNull(finding.layer(), "the PrintStream is HdrHistogram's");
    assertEquals(
        "org.HdrHistogram.HistogramLogWriter.outputIntervalHistogram", finding.library().method());

    Finding printed =
        writes(
            "/data/latency.hlog",
            1604,
            path(
                null,
                "java.io.PrintStream.format",
                "java.io.PrintStream.write",
                "java.io.FileOutputStream.write"));
    assertEquals("print-stream", printed.layer().layer().id(), "the app's own PrintStream");
    assertNull(printed.library());
  }
}
