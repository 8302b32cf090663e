package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarInputStream;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every class in iobench.jar lives under the project's package, so an app that bundles its own Byte
 * Buddy, HdrHistogram, Jackson or picocli keeps working (Glowroot's JarFileShadingIT).
 */
class JarShadingIT {
  private static final Pattern ALLOWED_CLASS =
      Pattern.compile("(META-INF/versions/\\d+/)?io/iobench/.*\\.class");
  private static final Pattern ALLOWED_RESOURCE =
      Pattern.compile(
          "META-INF/(MANIFEST\\.MF|iobench/iobench-bootstrap\\.jar|[^/]*LICENSE[^/]*|NOTICE.*|licenses/.*|"
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

  @Test
  void bootstrapClassesAreOnlyInTheNestedJar() throws IOException {
    try (JarFile jar = new JarFile(JavaRun.AGENT_JAR.toFile())) {
      assertTrue(
          jar.stream().noneMatch(e -> e.getName().startsWith("io/iobench/bootstrap/")),
          "bootstrap classes must not be loadable by the system class loader");
      JarEntry nested = jar.getJarEntry("META-INF/iobench/iobench-bootstrap.jar");
      assertNotNull(nested);
      List<String> names = new ArrayList<>();
      try (JarInputStream in = new JarInputStream(jar.getInputStream(nested))) {
        for (JarEntry e = in.getNextJarEntry(); e != null; e = in.getNextJarEntry()) {
          if (e.getName().endsWith(".class")) {
            names.add(e.getName());
            assertTrue(e.getName().startsWith("io/iobench/bootstrap/"), e.getName());
          }
        }
      }
      assertTrue(names.contains("io/iobench/bootstrap/IoDispatch.class"), names.toString());
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
}
