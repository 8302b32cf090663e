package io.iobench.agent.recording;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;

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
   * The coordinates of a jar on disk, or of a jar nested in one: {@code
   * groupId:artifactId:version}, or null when it carries no Maven metadata.
   */
  static String coordinates(CodeLocation jarLocation) throws IOException {
    try (JarDirectory outer = JarDirectory.open(jarLocation.file)) {
      JarDirectory jar = jarLocation.entry == null ? outer : outer.nested(jarLocation.entry);
      if (jar == null) {
        return null;
      }
      return choose(propertiesOf(jar), jarLocation.jarName());
    }
  }

  private static Map<String, Properties> propertiesOf(JarDirectory jar) throws IOException {
    Map<String, Properties> found = new TreeMap<>();
    jar.forEach(
        e -> {
          if (POM_PROPERTIES.matcher(e.name).matches()) {
            byte[] content = jar.content(e);
            if (content != null) {
              found.put(e.name, load(new ByteArrayInputStream(content)));
            }
          }
        });
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
}
