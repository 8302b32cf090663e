package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
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
    Path jar = jar("gson-2.11.0.jar", "com.google.code.gson:gson:2.11.0");
    assertEquals("com.google.code.gson:gson:2.11.0", coordinates(jar));
  }

  @Test
  void aJarWithoutMavenMetadataHasNone() throws IOException {
    Path jar = jar("plain.jar");
    assertNull(coordinates(jar));
  }

  @Test
  void aJarThatBundlesOthersIsTheArtifactItsFileIsNamedAfter() throws IOException {
    Path jar =
        jar(
            "avro-tools-1.12.0.jar",
            "com.fasterxml.jackson.core:jackson-core:2.17.2",
            "org.apache.avro:avro-tools:1.12.0",
            "org.apache.avro:avro:1.12.0");
    assertEquals("org.apache.avro:avro-tools:1.12.0", coordinates(jar));
  }

  @Test
  void aJarNestedInAFatJarIsReadInPlace() throws IOException {
    byte[] nested = zip("com.h2database:h2:2.2.224");
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
    assertEquals("com.h2database:h2:2.2.224", coordinates(fat, "BOOT-INF/lib/h2-2.2.224.jar"));
    assertNull(coordinates(fat, "BOOT-INF/lib/absent.jar"));
  }

  /** The coordinates of a jar as a class loader names it, {@code file:/.../x.jar}. */
  private static String coordinates(Path jar) throws IOException {
    return MavenMetadata.coordinates(CodeLocation.of(jar.toUri().toString()));
  }

  /**
   * The coordinates of a jar stored in a fat jar, named as Spring Boot's classic loader names it.
   */
  private static String coordinates(Path fatJar, String entry) throws IOException {
    return MavenMetadata.coordinates(
        CodeLocation.of("jar:" + fatJar.toUri() + "!/" + entry + "!/"));
  }

  /** A jar named {@code name} with a class and the Maven metadata of each of {@code gavs}. */
  private Path jar(String name, String... gavs) throws IOException {
    Path jar = dir.resolve(name);
    Files.write(jar, zip(gavs));
    return jar;
  }

  /** A jar's bytes: a manifest, a class, and the pom.properties Maven writes for each g:a:v. */
  private static byte[] zip(String... gavs) throws IOException {
    Map<String, String> entries = new TreeMap<>();
    entries.put("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\n");
    entries.put("com/example/Some.class", "");
    for (String gav : gavs) {
      String[] c = gav.split(":");
      entries.put(
          "META-INF/maven/" + c[0] + "/" + c[1] + "/pom.properties",
          "#Created by Apache Maven\nversion="
              + c[2]
              + "\ngroupId="
              + c[0]
              + "\nartifactId="
              + c[1]);
    }
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
