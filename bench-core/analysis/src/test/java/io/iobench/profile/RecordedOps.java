package io.iobench.profile;

import java.util.List;

/** An operation's profile as the agent records one, built for a test from its call paths. */
public final class RecordedOps {
  private RecordedOps() {}

  /** {@code calls} calls of {@code api}'s {@code op}, made on {@code paths}. */
  public static OpProfile op(String api, String op, long calls, OpProfile.CallPath... paths) {
    OpProfile p = new OpProfile();
    p.api = api;
    p.op = op;
    p.calls = calls;
    p.callPaths = List.of(paths);
    return p;
  }

  /**
   * A call path of {@code calls} calls from the app's frame {@code app} through {@code frames}
   * (outermost first), into {@code library} (its coordinates, or null).
   */
  public static OpProfile.CallPath path(
      String app, String library, long calls, List<String> frames) {
    OpProfile.CallPath p = new OpProfile.CallPath();
    p.app = app;
    p.frames = frames;
    p.library = library;
    p.calls = calls;
    return p;
  }
}
