package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Enumeration;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The compiled classes of a package and its subpackages, read from where a class of the package was
 * loaded from (a module's classes directory, or its jar): what a catalogue's test holds the
 * catalogue's list to, so that a class written but not listed is found.
 */
public final class CompiledClasses {
  private CompiledClasses() {}

  /**
   * The top-level and nested classes under {@code anchor}'s package that declare a {@code public
   * static final} field {@code field} of type {@code type}, loaded without being initialized.
   */
  public static List<Class<?>> holding(Class<?> anchor, String field, Class<?> type) {
    List<Class<?>> found = new ArrayList<>();
    for (String name : namesUnder(anchor)) {
      Class<?> c;
      try {
        c = Class.forName(name, false, anchor.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException(e);
      }
      for (Field f : c.getDeclaredFields()) {
        int m = f.getModifiers();
        if (f.getName().equals(field)
            && f.getType() == type
            && Modifier.isPublic(m)
            && Modifier.isStatic(m)
            && Modifier.isFinal(m)) {
          found.add(c);
        }
      }
    }
    return found;
  }

  /**
   * Fails unless the value of every such field (see {@link #holding}) is in {@code listed}, once: a
   * class written but left out of a catalogue's list, or listed twice.
   *
   * @param list how the failure names the list, e.g. {@code Catalogue's table}
   */
  public static <T> void assertEachListedOnce(
      Class<?> anchor, String field, Class<T> type, List<T> listed, String list) {
    Set<T> declared = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Class<?> c : holding(anchor, field, type)) {
      T value;
      try {
        value = type.cast(c.getField(field).get(null));
      } catch (ReflectiveOperationException e) {
        throw new IllegalStateException(e);
      }
      declared.add(value);
      assertTrue(
          listed.contains(value),
          c.getName() + " declares " + field + " " + value + ", which is not in " + list);
    }
    assertEquals(listed.size(), declared.size(), "an entry of " + list + " twice");
  }

  /** The binary names of the classes under {@code anchor}'s package. */
  static List<String> namesUnder(Class<?> anchor) {
    String dir = anchor.getPackageName().replace('.', '/') + "/";
    Path root;
    try {
      root = Path.of(anchor.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
    List<String> paths = new ArrayList<>();
    try {
      if (Files.isDirectory(root)) {
        try (Stream<Path> walk = Files.walk(root.resolve(dir))) {
          walk.map(p -> root.relativize(p).toString().replace('\\', '/')).forEach(paths::add);
        }
      } else {
        try (JarFile jar = new JarFile(root.toFile())) {
          for (Enumeration<JarEntry> e = jar.entries(); e.hasMoreElements(); ) {
            paths.add(e.nextElement().getName());
          }
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return paths.stream()
        .filter(p -> p.startsWith(dir) && p.endsWith(".class") && !p.endsWith("package-info.class"))
        .map(p -> p.substring(0, p.length() - ".class".length()).replace('/', '.'))
        .sorted()
        .toList();
  }
}
