package org.apache.fakelib;

import java.util.function.Supplier;

/** Stands for a library whose own frames lie deep between the app's call and the file call. */
public final class FakeLibrary {
  private FakeLibrary() {}

  /** Runs {@code call} under {@code depth} frames of this library. */
  public static <T> T nested(int depth, Supplier<T> call) {
    return depth == 0 ? call.get() : nested(depth - 1, call);
  }
}
