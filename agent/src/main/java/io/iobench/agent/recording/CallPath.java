package io.iobench.agent.recording;

import io.iobench.agent.advice.InstrumentedClasses;
import io.iobench.format.CallPathFrames;
import java.util.Arrays;
import java.util.Objects;

/**
 * One way calls reached an instrumented JDK method: the app's frame (null when the stack had none)
 * and the frames between it and the call, outermost first. Immutable; equal paths are shared
 * through {@link CallPathTable}.
 */
final class CallPath {
  final String app;
  final String[] frames;

  /**
   * The Maven coordinates of the library jar of the outermost frame, the one the app's frame
   * called; null when that is the JDK's or its jar has no Maven metadata.
   */
  final String library;

  private final int hash;

  CallPath(String app, String[] frames, String library) {
    this.app = app;
    this.frames = frames;
    this.library = library;
    this.hash =
        31 * (31 * Objects.hashCode(app) + Arrays.hashCode(frames)) + Objects.hashCode(library);
  }

  /**
   * The outermost JDK method the app's frame called, other than the instrumented call itself
   * ({@code java.nio.file.Files.readAllBytes}); null when the app called those directly. What
   * profiles before call paths named a call site's {@code via}.
   */
  String via() {
    for (String frame : frames) {
      if (CallPathFrames.isJdk(frame) && !InstrumentedClasses.isOfTheCall(frame)) {
        return frame;
      }
    }
    return null;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof CallPath
        && ((CallPath) o).hash == hash
        && Objects.equals(((CallPath) o).app, app)
        && Arrays.equals(((CallPath) o).frames, frames)
        && Objects.equals(((CallPath) o).library, library);
  }

  @Override
  public int hashCode() {
    return hash;
  }
}
