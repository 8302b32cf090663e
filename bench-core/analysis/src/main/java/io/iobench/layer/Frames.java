package io.iobench.layer;

/** The parts of a call path's frame, {@code class.method}. */
final class Frames {
  /** What the agent writes for frames a long path left out. */
  static final String ELIDED = io.iobench.format.ProfileFields.CallPath.ELIDED;

  private Frames() {}

  static String classOf(String frame) {
    int dot = frame.lastIndexOf('.');
    return dot < 0 ? frame : frame.substring(0, dot);
  }

  static String methodOf(String frame) {
    int dot = frame.lastIndexOf('.');
    return dot < 0 ? "" : frame.substring(dot + 1);
  }
}
