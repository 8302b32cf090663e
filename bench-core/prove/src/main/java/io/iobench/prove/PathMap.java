package io.iobench.prove;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Pattern;

/**
 * How the paths of two runs are made comparable: a prefix of the before run's paths read as the
 * after run's ({@code --map /srv/v1=/srv/v2}, the longest prefix that matches first), and the
 * varying part of a temporary file's name (the digits of {@code File.createTempFile}'s, a UUID)
 * read as {@value #VARYING}, so that the temporary files of one pattern match across runs and add
 * up within each.
 */
public final class PathMap {
  /** What a varying part of a file name becomes. */
  public static final String VARYING = "#";

  /** A UUID, or a run of five digits or more (the random long of a temporary file's name). */
  private static final Pattern VARYING_PART =
      Pattern.compile(
          "[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}|\\d{5,}");

  private final List<Rule> rules;

  private record Rule(String from, String to) {}

  private PathMap(List<Rule> rules) {
    this.rules = rules;
  }

  /** Temporary-file names only. */
  public static PathMap none() {
    return new PathMap(List.of());
  }

  /**
   * @param mappings {@code OLD=NEW} each
   * @throws IllegalArgumentException for a mapping without {@code =} or with an empty side
   */
  public static PathMap of(List<String> mappings) {
    List<Rule> rules = new ArrayList<>();
    for (String m : mappings) {
      int eq = m.indexOf('=');
      if (eq <= 0 || eq == m.length() - 1) {
        throw new IllegalArgumentException("a path mapping is OLD=NEW, not '" + m + "'");
      }
      rules.add(new Rule(m.substring(0, eq), m.substring(eq + 1)));
    }
    rules.sort(Comparator.comparingInt((Rule r) -> r.from.length()).reversed());
    return new PathMap(List.copyOf(rules));
  }

  /** A path of the before run as the after run would name it, its varying parts read as one. */
  public String before(String path) {
    for (Rule r : rules) {
      if (path.startsWith(r.from)) {
        return canonical(r.to + path.substring(r.from.length()));
      }
    }
    return canonical(path);
  }

  /** A path of the after run, its varying parts read as one. */
  public String after(String path) {
    return canonical(path);
  }

  /** The path with the varying parts of its file name (not of its folders) replaced. */
  static String canonical(String path) {
    int slash = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
    String name = path.substring(slash + 1);
    String stable = VARYING_PART.matcher(name).replaceAll(VARYING);
    return stable.equals(name) ? path : path.substring(0, slash + 1) + stable;
  }
}
