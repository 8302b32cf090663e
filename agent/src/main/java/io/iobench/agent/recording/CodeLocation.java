package io.iobench.agent.recording;

import java.io.UnsupportedEncodingException;
import java.net.URL;
import java.net.URLDecoder;

/**
 * Where a class's code came from, read off its code source's URL: a directory, a jar file, or a jar
 * or directory nested in a jar (a Spring Boot fat jar's {@code BOOT-INF/lib/x.jar} and {@code
 * BOOT-INF/classes}, in both the {@code jar:file:...!/...!/} form of Spring Boot 2 to 3.1 and the
 * {@code jar:nested:.../!...!/} form of 3.2 and later).
 */
final class CodeLocation {
  enum Kind {
    DIRECTORY,
    JAR,
    NESTED_JAR,
    NESTED_DIRECTORY,
    OTHER
  }

  final Kind kind;

  /** The file on disk: the directory, the jar, or the outer jar of a nested entry. */
  final String file;

  /** The entry inside {@link #file} for a nested jar or directory, else null. */
  final String entry;

  private CodeLocation(Kind kind, String file, String entry) {
    this.kind = kind;
    this.file = file;
    this.entry = entry;
  }

  /** A key that tells code sources apart: the file, and the entry where it is nested. */
  String key() {
    return entry == null ? file : file + "!/" + entry;
  }

  /** The jar's own file name ({@code jackson-core-2.17.2.jar}), also for a nested one. */
  String jarName() {
    String path = entry != null ? entry : file;
    return path.substring(path.lastIndexOf('/') + 1);
  }

  static CodeLocation of(URL url) {
    return of(url.toString());
  }

  static CodeLocation of(String url) {
    String s = url;
    if (s.startsWith("jar:")) {
      s = s.substring("jar:".length());
    }
    while (s.endsWith("!/")) {
      s = s.substring(0, s.length() - 2);
    }
    if (s.startsWith("nested:")) {
      // nested:/path/app.jar/!BOOT-INF/lib/x.jar
      String rest = s.substring("nested:".length());
      int bang = rest.indexOf("/!");
      if (bang < 0) {
        return other(url);
      }
      return nested(decode(rest.substring(0, bang)), rest.substring(bang + 2));
    }
    if (!s.startsWith("file:")) {
      return other(url);
    }
    String path = decode(s.substring("file:".length()));
    int bang = path.indexOf("!/");
    if (bang >= 0) {
      return nested(path.substring(0, bang), path.substring(bang + 2));
    }
    if (path.endsWith("/")) {
      return new CodeLocation(Kind.DIRECTORY, stripSlash(path), null);
    }
    return new CodeLocation(path.endsWith(".jar") ? Kind.JAR : Kind.OTHER, path, null);
  }

  private static CodeLocation nested(String outer, String entry) {
    String e = entry.startsWith("/") ? entry.substring(1) : entry;
    boolean jar = e.endsWith(".jar");
    return new CodeLocation(
        jar ? Kind.NESTED_JAR : Kind.NESTED_DIRECTORY, stripSlash(outer), stripSlash(e));
  }

  private static CodeLocation other(String url) {
    return new CodeLocation(Kind.OTHER, url, null);
  }

  private static String stripSlash(String path) {
    return path.length() > 1 && path.endsWith("/") ? path.substring(0, path.length() - 1) : path;
  }

  private static String decode(String path) {
    try {
      // A plus sign in a file URL is a plus sign, not an encoded space.
      return URLDecoder.decode(path.replace("+", "%2B"), "UTF-8");
    } catch (UnsupportedEncodingException | IllegalArgumentException e) {
      return path;
    }
  }
}
