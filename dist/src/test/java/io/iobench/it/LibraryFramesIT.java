package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.OpProfile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Path;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The app's frame is the app's own code also where a library from Maven Central does the I/O: run
 * from a class path of jars on every JDK of the matrix, and as a Spring Boot fat jar with both of
 * its loaders, LibraryIo's writes through HdrHistogram's log writer (a namespace no list of known
 * libraries names) and through Jackson's ObjectMapper are placed at LibraryIo's methods, entering
 * the library by the method it called, with the library's Maven coordinates.
 */
class LibraryFramesIT {
  private static final String APP = "io.iobench.itapps.LibraryIo";

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void fromAClassPathOfJars(Jdk jdk) throws Exception {
    assertFramesAndLibraries(
        Profiles.ofTheSameRunUnderTheAgent(jdk, JavaRun.IT_APPS_AND_LIBS, "library-frames", APP));
  }

  /**
   * Spring Boot 3.2's loader ({@code jar:nested:} URLs) and its classic one ({@code jar:file:}).
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"it-apps-boot.jar", "it-apps-boot-classic.jar"})
  void fromASpringBootFatJar(String fatJar) throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("library-frames-" + fatJar.replace(".jar", ""), jdk);
    Path jar = JavaRun.IT_APPS.resolveSibling(fatJar);
    Path profile = dir.resolve("profile.json");
    JavaRun.Result agent =
        JavaRun.executableJar(jdk, jar)
            .withAgent("out=" + profile)
            .run(null, dir.resolve("data").toString());
    assertEquals(0, agent.exitCode, agent.toString());
    assertTrue(agent.stdout.startsWith("latency.hlog "), agent.toString());
    assertFramesAndLibraries(
        new Profiles(ProfileReader.read(profile), dir.resolve("data"), fatJar));
  }

  private static void assertFramesAndLibraries(Profiles p) {
    OpProfile hlog = p.op("latency.hlog", "FileOutputStream", "write");
    OpProfile.CallPath logged = hlog.dominantPath().orElseThrow();
    assertTrue(logged.app.startsWith(APP + ".logHistograms(LibraryIo.java:"), describe(hlog));
    assertTrue(
        logged.frames.get(0).startsWith("org.HdrHistogram.HistogramLogWriter."), describe(hlog));
    assertTrue(logged.library.startsWith("org.hdrhistogram:HdrHistogram:"), describe(hlog));
    assertTrue(
        hlog.paths().stream().allMatch(c -> c.app.startsWith(APP + ".logHistograms(")),
        "every path of the log's writes is placed at the app's method: " + describe(hlog));

    OpProfile json = p.op("orders.json", "FileOutputStream", "write");
    OpProfile.CallPath exported = json.dominantPath().orElseThrow();
    assertTrue(exported.app.startsWith(APP + ".exportJson(LibraryIo.java:"), describe(json));
    assertEquals(
        "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
        exported.frames.get(0),
        describe(json));
    assertTrue(
        exported.library.startsWith("com.fasterxml.jackson.core:jackson-databind:"),
        describe(json));
    assertTrue(
        exported
            .site()
            .contains(
                " via com.fasterxml.jackson.databind.ObjectMapper.writeValue (com.fasterxml.jackson.core:jackson-databind:"),
        exported.site());
  }

  private static String describe(OpProfile op) {
    return op.paths().stream()
        .map(c -> "\n  " + c.site() + " " + c.frames + " " + c.calls)
        .collect(Collectors.joining());
  }
}
