package io.iobench.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.OpProfile;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A call path's entry into a library, as the agent recorded real ones (LibraryFramesIT). */
class LibraryEntryTest {
  private static OpProfile.CallPath path(String library, String... frames) {
    OpProfile.CallPath p = new OpProfile.CallPath();
    p.app = "com.acme.Export.run(Export.java:9)";
    p.frames = List.of(frames);
    p.library = library;
    return p;
  }

  @Test
  void jacksonWritingAValueFlushesTheStreamItWasGiven() {
    LibraryEntry entry =
        LibraryEntry.of(
                path(
                    "com.fasterxml.jackson.core:jackson-databind:2.21.2",
                    "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
                    "com.fasterxml.jackson.databind.ObjectMapper._writeValueAndClose",
                    "com.fasterxml.jackson.core.json.UTF8JsonGenerator.flush",
                    "com.fasterxml.jackson.core.json.UTF8JsonGenerator._flushBuffer",
                    "java.io.FileOutputStream.write"))
            .orElseThrow();
    assertEquals("com.fasterxml.jackson.databind.ObjectMapper.writeValue", entry.method());
    assertEquals("com.fasterxml.jackson.core:jackson-databind:2.21.2", entry.library());
    assertTrue(entry.flushesThrough());
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
}
