package io.iobench.results;

/**
 * How a copy's two files are named together, and how results files written before copies had a
 * target field of their own are read.
 */
final class CopyPaths {
  private static final String ARROW = " -> ";

  private CopyPaths() {}

  /** {@code source -> target} for a copy, the path alone for anything else. */
  static String label(String path, String target) {
    return target == null ? path : path + ARROW + target;
  }

  /**
   * Results files of version 1 written before the {@code target} field named a copy {@code "source
   * -> target"} in its path: such a path is split into the two fields.
   */
  static String[] split(String path, String target) {
    if (target != null || path == null) {
      return new String[] {path, target};
    }
    int arrow = path.indexOf(ARROW);
    return arrow < 0
        ? new String[] {path, null}
        : new String[] {path.substring(0, arrow), path.substring(arrow + ARROW.length())};
  }
}
