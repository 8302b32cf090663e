package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.iobench.agent.recording.CodeLocation.Kind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A code source's URL read as a directory, a jar, or an entry nested in a fat jar. */
class CodeLocationTest {
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "file:/srv/app/target/classes/, DIRECTORY, /srv/app/target/classes, , classes",
    "file:/m2/jackson-core-2.17.2.jar, JAR, /m2/jackson-core-2.17.2.jar, , jackson-core-2.17.2.jar",
    "file:/a%20b/c+d.jar, JAR, /a b/c+d.jar, , c+d.jar",
    // Spring Boot 2 to 3.1
    "jar:file:/srv/app.jar!/BOOT-INF/lib/h2-2.2.224.jar!/, NESTED_JAR, /srv/app.jar,"
        + " BOOT-INF/lib/h2-2.2.224.jar, h2-2.2.224.jar",
    "jar:file:/srv/app.jar!/BOOT-INF/classes!/, NESTED_DIRECTORY, /srv/app.jar, BOOT-INF/classes,"
        + " classes",
    // Spring Boot 3.2 and later
    "jar:nested:/srv/app.jar/!BOOT-INF/lib/h2-2.2.224.jar!/, NESTED_JAR, /srv/app.jar,"
        + " BOOT-INF/lib/h2-2.2.224.jar, h2-2.2.224.jar",
    "nested:/srv/my%20app.jar/!BOOT-INF/classes/, NESTED_DIRECTORY, /srv/my app.jar,"
        + " BOOT-INF/classes, classes",
    "jrt:/java.base, OTHER, jrt:/java.base, , java.base",
  })
  void readsWhereTheCodeCameFrom(String url, Kind kind, String file, String entry, String jarName) {
    CodeLocation location = CodeLocation.of(url);
    assertEquals(kind, location.kind);
    assertEquals(file, location.file);
    if (entry == null) {
      assertNull(location.entry);
      assertEquals(file, location.key());
    } else {
      assertEquals(entry, location.entry);
      assertEquals(file + "!/" + entry, location.key());
    }
    assertEquals(jarName, location.jarName());
  }
}
