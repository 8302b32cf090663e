package io.iobench.agent.recording;

import java.io.IOException;
import java.io.InputStream;
import java.util.Enumeration;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipInputStream;

/**
 * The Maven coordinates a jar was built as, from the {@code META-INF/maven/<groupId>/<artifactId>/
 * pom.properties} that Maven's archiver writes into every jar it builds (and that Maven Central's
 * jars carry). A jar that bundles others has several: the one whose artifact names the jar's file
 * is its own.
 */
final class MavenMetadata {
  private static final Pattern POM_PROPERTIES =
      Pattern.compile("META-INF/maven/[^/]+/[^/]+/pom\\.properties");

  private MavenMetadata() {}

  /**
   * The coordinates of a jar on disk, or of a jar stored in it under {@code entry} (null for the
   * jar itself): {@code groupId:artifactId:version}, or null when it carries no Maven metadata.
   */
  static String coordinates(String jarFile, String entry) throws IOException {
    try (ZipFile zip = new ZipFile(jarFile)) {
      if (entry == null) {
        return choose(propertiesOf(zip), fileName(jarFile));
      }
      ZipEntry nested = zip.getEntry(entry);
      if (nested == null) {
        return null;
      }
      try (ZipInputStream in = new ZipInputStream(zip.getInputStream(nested))) {
        return choose(propertiesOf(in), fileName(entry));
      }
    }
  }

  private static Map<String, Properties> propertiesOf(ZipFile zip) throws IOException {
    Map<String, Properties> found = new TreeMap<>();
    Enumeration<? extends ZipEntry> entries = zip.entries();
    while (entries.hasMoreElements()) {
      ZipEntry e = entries.nextElement();
      if (POM_PROPERTIES.matcher(e.getName()).matches()) {
        try (InputStream in = zip.getInputStream(e)) {
          found.put(e.getName(), load(in));
        }
      }
    }
    return found;
  }

  private static Map<String, Properties> propertiesOf(ZipInputStream in) throws IOException {
    Map<String, Properties> found = new TreeMap<>();
    for (ZipEntry e = in.getNextEntry(); e != null; e = in.getNextEntry()) {
      if (POM_PROPERTIES.matcher(e.getName()).matches()) {
        found.put(e.getName(), load(in));
      }
    }
    return found;
  }

  private static Properties load(InputStream in) throws IOException {
    Properties p = new Properties();
    p.load(in);
    return p;
  }

  /**
   * The jar's own coordinates among those it carries: the only ones, or those whose artifact the
   * file is named after ({@code jackson-core-2.17.2.jar}), else the first by entry name.
   */
  static String choose(Map<String, Properties> found, String fileName) {
    String first = null;
    for (Properties p : found.values()) {
      String coordinates = coordinates(p);
      if (coordinates == null) {
        continue;
      }
      if (first == null) {
        first = coordinates;
      }
      if (found.size() == 1 || fileName.startsWith(p.getProperty("artifactId") + "-")) {
        return coordinates;
      }
    }
    return first;
  }

  private static String coordinates(Properties p) {
    String group = p.getProperty("groupId");
    String artifact = p.getProperty("artifactId");
    String version = p.getProperty("version");
    if (group == null || artifact == null) {
      return null;
    }
    return group.trim() + ":" + artifact.trim() + (version == null ? "" : ":" + version.trim());
  }

  private static String fileName(String path) {
    return path.substring(path.lastIndexOf('/') + 1);
  }
}
