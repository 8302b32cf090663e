package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.app.FakeApp;
import com.fasterxml.jackson.core.JsonGenerator;
import io.iobench.agent.recording.CodeOrigins.Role;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import net.bytebuddy.ByteBuddy;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whose code a class is, on this test's own class path: Maven Central's jars (with their
 * pom.properties) are libraries, the test classes' directory is the app's, the JDK's classes have
 * no code source to read.
 */
class CodeOriginsTest {
  private final CodeOrigins origins = new CodeOrigins();

  @Test
  void aClassFromAJarWithMavenMetadataIsALibrarysWithItsCoordinates() {
    CodeOrigins.Origin histogram = origins.of(Histogram.class);
    assertEquals(Role.LIBRARY, histogram.role);
    assertTrue(
        histogram.coordinates.startsWith("org.hdrhistogram:HdrHistogram:"), histogram.coordinates);
    assertTrue(
        origins.of(ByteBuddy.class).coordinates.startsWith("net.bytebuddy:byte-buddy:"),
        origins.of(ByteBuddy.class).coordinates);
    assertTrue(
        origins
            .of(JsonGenerator.class)
            .coordinates
            .startsWith("com.fasterxml.jackson.core:jackson-core:"));
  }

  @Test
  void aClassFromADirectoryIsTheAppsAndTheJdksHasNoCodeSource() {
    assertEquals(Role.APP, origins.of(FakeApp.class).role);
    assertNull(origins.of(FakeApp.class).coordinates);
    assertEquals(Role.BY_NAME, origins.of(String.class).role);
  }

  @Test
  void aLibraryOutsideTheKnownNamespacesIsNoLongerTakenForTheApp() {
    FrameRoles roles = new FrameRoles(List.of());
    // By name alone, org.HdrHistogram and net.bytebuddy would be the app's.
    assertTrue(roles.isApp(Histogram.class.getName()));
    assertFalse(roles.isApp(Histogram.class));
    assertFalse(roles.isApp(ByteBuddy.class));
    assertTrue(roles.isApp(FakeApp.class));
    assertFalse(roles.isApp(String.class));
    assertTrue(roles.libraryOf(ByteBuddy.class).startsWith("net.bytebuddy:byte-buddy:"));
    assertNull(roles.libraryOf(String.class));
  }

  @Test
  void aCallThroughALibraryJarNamesItAndItsCoordinates(@TempDir Path dir) throws Exception {
    Function<Supplier<Object>, Object> relay = LibraryJar.relay(dir);
    FrameRoles roles = new FrameRoles(List.of());
    CallPath path =
        (CallPath)
            FakeApp.call(
                () ->
                    relay.apply(
                        () ->
                            StackCapture.capture(
                                roles, new LibraryEntries(), 0, StackCapture.MAX_DEPTH)));
    assertTrue(path.app.startsWith("com.example.app.FakeApp.call("), path.app);
    assertEquals(List.of(LibraryJar.ENTRY), List.of(path.frames));
    assertEquals(LibraryJar.COORDINATES, path.library);
  }

  @Test
  void theAppOptionStillDecides() {
    FrameRoles roles = new FrameRoles(List.of("org.HdrHistogram"));
    assertTrue(roles.isApp(Histogram.class));
    assertFalse(roles.isApp(FakeApp.class));
  }
}
