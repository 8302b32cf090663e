package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Every class in iobench.jar lives under the project's package, so an app that bundles its own Byte
 * Buddy, HdrHistogram, Jackson or picocli keeps working (Glowroot's JarFileShadingIT); and every
 * library bundled in it travels with its license and notice.
 */
class JarShadingIT {
  /** Where each bundled library's own license and notice files are, by artifact id. */
  private static final String LICENSES = "META-INF/licenses/";

  /** A library's license and notice files, as its jar ships them. */
  private static final Pattern LEGAL_FILE =
      Pattern.compile(
          "META-INF/([^/]*(LICENSE|NOTICE|COPYING)[^/]*|licenses/.*[^/])",
          Pattern.CASE_INSENSITIVE);

  /** The notices the shade plugin merges into META-INF/NOTICE. */
  private static final Pattern NOTICE = Pattern.compile("META-INF/NOTICE(\\.txt|\\.md)?");

  private static final Pattern ALLOWED_CLASS =
      Pattern.compile("(META-INF/versions/\\d+/)?io/iobench/.*\\.class");
  private static final Pattern ALLOWED_RESOURCE =
      Pattern.compile(
          "META-INF/(MANIFEST\\.MF|[^/]*LICENSE[^/]*|NOTICE.*|licenses/.*|"
              + "services/.*|versions/\\d+/io/iobench/.*|[^/]*\\.txt|FastDoubleParser.*)"
              // The report's template, the project's own resource.
              + "|io/iobench/[a-z/]+\\.html|.*/");

  @Test
  void everyEntryIsRelocatedUnderTheProjectPackage() throws IOException {
    List<String> unexpected = new ArrayList<>();
    try (JarFile jar = new JarFile(JavaRun.AGENT_JAR.toFile())) {
      Enumeration<JarEntry> entries = jar.entries();
      while (entries.hasMoreElements()) {
        String name = entries.nextElement().getName();
        boolean ok =
            name.endsWith(".class")
                ? ALLOWED_CLASS.matcher(name).matches()
                : ALLOWED_RESOURCE.matcher(name).matches();
        if (!ok) {
          unexpected.add(name);
        }
      }
    }
    assertEquals(List.of(), unexpected, "entries outside io/iobench/ in iobench.jar");
  }

  /**
   * The dispatcher and the guard are plain classes of the jar, which the agent puts on the boot
   * class path whole: no nested jar to unpack.
   */
  @Test
  void bootstrapClassesArePlainClassesOfTheJar() throws IOException {
    try (JarFile jar = new JarFile(JavaRun.AGENT_JAR.toFile())) {
      assertNotNull(jar.getJarEntry("io/iobench/bootstrap/IoDispatch.class"));
      assertTrue(
          jar.stream().noneMatch(e -> e.getName().endsWith(".jar")),
          "no nested jar in iobench.jar");
    }
  }

  /**
   * Shading rewrites string literals that start with a relocated package: the list of known
   * libraries in the jar must still name the app's own copies of the libraries the agent bundles.
   */
  @Test
  void theKnownLibrariesInTheJarNameTheAppsLibrariesNotTheAgentsCopies() throws Exception {
    Object prefixes = inTheJar("io.iobench.format.KnownLibraries", "PREFIXES", null);
    assertEquals(io.iobench.format.KnownLibraries.PREFIXES, prefixes);
    assertTrue(((List<?>) prefixes).contains("com.fasterxml.jackson."), prefixes.toString());
  }

  /** The same for the layer catalogue's Jackson row: it must mark the app's Jackson frames. */
  @Test
  void theJacksonLayerInTheJarMarksTheAppsJacksonNotTheAgentsCopy() throws Exception {
    Object classes = inTheJar("io.iobench.layer.format.JacksonLayer", "LAYER", "classes");
    assertEquals(io.iobench.layer.format.JacksonLayer.LAYER.classes(), classes);
    assertTrue(((List<?>) classes).contains("com.fasterxml.jackson.databind."), classes.toString());
  }

  /**
   * A static field of a class as the shaded jar has it, or what its {@code method} returns: the jar
   * in a class loader of its own, over the platform's.
   */
  private static Object inTheJar(String className, String field, String method) throws Exception {
    try (java.net.URLClassLoader jar =
        new java.net.URLClassLoader(
            new java.net.URL[] {JavaRun.AGENT_JAR.toUri().toURL()},
            ClassLoader.getPlatformClassLoader())) {
      Object value = Class.forName(className, true, jar).getField(field).get(null);
      return method == null ? value : value.getClass().getMethod(method).invoke(value);
    }
  }

  @Test
  void manifestMakesItBothAgentAndTool() throws IOException {
    try (JarFile jar = new JarFile(JavaRun.AGENT_JAR.toFile())) {
      Attributes a = jar.getManifest().getMainAttributes();
      assertEquals("io.iobench.agent.IobenchAgent", a.getValue("Premain-Class"));
      assertEquals("io.iobench.agent.IobenchAgent", a.getValue("Agent-Class"));
      assertEquals("true", a.getValue("Can-Retransform-Classes"));
      assertEquals("io.iobench.cli.Main", a.getValue("Main-Class"));
    }
  }

  /**
   * The libraries are the jars the build bundles (the module's runtime dependencies outside the
   * project, passed by the pom), not a list kept here: a library added later is checked too.
   */
  @Test
  void everyBundledLibraryCarriesItsLicenseAndNotice() throws IOException {
    List<Path> libraries = bundledLibraries();
    List<String> missing = new ArrayList<>();
    try (JarFile jar = new JarFile(JavaRun.AGENT_JAR.toFile())) {
      String mergedNotice = text(jar, "META-INF/NOTICE");
      for (Path library : libraries) {
        // The local repository's layout: <artifactId>/<version>/<artifactId>-<version>.jar.
        String artifactId = library.getParent().getParent().getFileName().toString();
        String dir = LICENSES + artifactId + "/";
        boolean hasLicense =
            jar.stream()
                .anyMatch(
                    e ->
                        !e.isDirectory()
                            && e.getName().startsWith(dir)
                            && e.getName()
                                .substring(dir.length())
                                .matches("(?i).*(LICENSE|COPYING).*"));
        if (!hasLicense) {
          missing.add(artifactId + ": no license in " + dir);
        }
        try (JarFile lib = new JarFile(library.toFile())) {
          for (JarEntry e : lib.stream().collect(Collectors.toList())) {
            String name = e.getName();
            if (e.isDirectory() || !LEGAL_FILE.matcher(name).matches()) {
              continue;
            }
            String copy = dir + name.substring("META-INF/".length());
            byte[] shipped = bytes(lib, e);
            JarEntry copied = jar.getJarEntry(copy);
            if (copied == null || !Arrays.equals(shipped, bytes(jar, copied))) {
              missing.add(artifactId + ": " + name + " not in " + copy + " as shipped");
            }
            if (NOTICE.matcher(name).matches()) {
              for (String paragraph : paragraphs(new String(shipped, StandardCharsets.UTF_8))) {
                if (mergedNotice == null || !mergedNotice.contains(paragraph)) {
                  missing.add(
                      artifactId
                          + ": META-INF/NOTICE lacks its notice's \""
                          + paragraph.lines().findFirst().orElse("")
                          + "\"");
                }
              }
            }
          }
        }
      }
    }
    assertEquals(List.of(), missing, "licenses and notices of " + libraries);
  }

  private static List<Path> bundledLibraries() {
    String jars = System.getProperty("iobench.bundledJars");
    assertNotNull(jars, "iobench.bundledJars: the bundled libraries, set by dist/pom.xml");
    List<Path> libraries =
        Arrays.stream(jars.split(File.pathSeparator))
            .filter(s -> !s.isBlank())
            .map(Paths::get)
            .collect(Collectors.toList());
    assertFalse(libraries.isEmpty(), "iobench.bundledJars is empty");
    return libraries;
  }

  /**
   * A notice's paragraphs as the shade plugin's ApacheNoticeResourceTransformer keeps them: it
   * drops lines starting with // and blank lines, and writes each paragraph once.
   */
  private static List<String> paragraphs(String notice) {
    List<String> paragraphs = new ArrayList<>();
    StringBuilder paragraph = new StringBuilder();
    for (String line : (notice + "\n\n").split("\r?\n", -1)) {
      if (line.trim().startsWith("//")) {
        continue;
      }
      if (!line.isBlank()) {
        paragraph.append(line).append('\n');
      } else if (paragraph.length() > 0) {
        paragraphs.add(paragraph.toString());
        paragraph.setLength(0);
      }
    }
    return paragraphs;
  }

  private static String text(JarFile jar, String name) throws IOException {
    JarEntry e = jar.getJarEntry(name);
    return e == null
        ? null
        : new String(bytes(jar, e), StandardCharsets.UTF_8).replace("\r\n", "\n");
  }

  private static byte[] bytes(JarFile jar, JarEntry e) throws IOException {
    try (InputStream in = jar.getInputStream(e)) {
      return in.readAllBytes();
    }
  }
}
