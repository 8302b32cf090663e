package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.zip.CRC32;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A jar's Maven coordinates, from its pom.properties, also for a jar nested in a fat jar. */
class MavenMetadataTest {
  @TempDir Path dir;

  @Test
  void aJarBuiltByMavenNamesItsCoordinates() throws IOException {
    Path jar =
        jar(
            "gson-2.11.0.jar",
            Map.of(
                pom("com.google.code.gson", "gson"),
                props("com.google.code.gson", "gson", "2.11.0"),
                "com/google/gson/Gson.class",
                ""));
    assertEquals(
        "com.google.code.gson:gson:2.11.0", MavenMetadata.coordinates(jar.toString(), null));
  }

  @Test
  void aJarWithoutMavenMetadataHasNone() throws IOException {
    Path jar = jar("plain.jar", Map.of("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n"));
    assertNull(MavenMetadata.coordinates(jar.toString(), null));
  }

  @Test
  void aJarThatBundlesOthersIsTheArtifactItsFileIsNamedAfter() throws IOException {
    Path jar =
        jar(
            "avro-tools-1.12.0.jar",
            Map.of(
                pom("com.fasterxml.jackson.core", "jackson-core"),
                props("com.fasterxml.jackson.core", "jackson-core", "2.17.2"),
                pom("org.apache.avro", "avro-tools"),
                props("org.apache.avro", "avro-tools", "1.12.0"),
                pom("org.apache.avro", "avro"),
                props("org.apache.avro", "avro", "1.12.0")));
    assertEquals(
        "org.apache.avro:avro-tools:1.12.0", MavenMetadata.coordinates(jar.toString(), null));
  }

  @Test
  void aJarNestedInAFatJarIsReadInPlace() throws IOException {
    byte[] nested =
        zip(Map.of(pom("com.h2database", "h2"), props("com.h2database", "h2", "2.2.224")));
    Path fat = dir.resolve("app.jar");
    try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(fat))) {
      // Spring Boot stores nested jars uncompressed.
      ZipEntry e = new ZipEntry("BOOT-INF/lib/h2-2.2.224.jar");
      e.setMethod(ZipEntry.STORED);
      e.setSize(nested.length);
      CRC32 crc = new CRC32();
      crc.update(nested);
      e.setCrc(crc.getValue());
      out.putNextEntry(e);
      out.write(nested);
      out.closeEntry();
    }
    assertEquals(
        "com.h2database:h2:2.2.224",
        MavenMetadata.coordinates(fat.toString(), "BOOT-INF/lib/h2-2.2.224.jar"));
    assertNull(MavenMetadata.coordinates(fat.toString(), "BOOT-INF/lib/absent.jar"));
  }

  private static String pom(String group, String artifact) {
    return "META-INF/maven/" + group + "/" + artifact + "/pom.properties";
  }

  private static String props(String group, String artifact, String version) {
    return "#Created by Apache Maven\nversion="
        + version
        + "\ngroupId="
        + group
        + "\nartifactId="
        + artifact
        + "\n";
  }

  private Path jar(String name, Map<String, String> entries) throws IOException {
    Path jar = dir.resolve(name);
    Files.write(jar, zip(entries));
    return jar;
  }

  private static byte[] zip(Map<String, String> entries) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ZipOutputStream out = new ZipOutputStream(bytes)) {
      for (Map.Entry<String, String> e : entries.entrySet()) {
        out.putNextEntry(new ZipEntry(e.getKey()));
        out.write(e.getValue().getBytes(StandardCharsets.UTF_8));
        out.closeEntry();
      }
    }
    return bytes.toByteArray();
  }
}
