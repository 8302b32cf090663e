package io.iobench.layer;

/** The parts of a call path's frame, {@code class.method}. */
public final class Frames {
  /** What the agent writes for frames a long path left out. */
  static final String ELIDED = io.iobench.format.ProfileFields.CallPath.ELIDED;

  private Frames() {}

  public static String classOf(String frame) {
    int dot = frame.lastIndexOf('.');
    return dot < 0 ? frame : frame.substring(0, dot);
  }

  public static String methodOf(String frame) {
    int dot = frame.lastIndexOf('.');
    return dot < 0 ? "" : frame.substring(dot + 1);
  }

  /**
   * The package of the frame's class: {@code org.example.codec} of {@code
   * org.example.codec.Encoder.encode}.
   */
  public static String packageOf(String frame) {
    return classOf(classOf(frame));
  }
}
