package com.example.app;

import java.util.function.Supplier;

/** Stands for application code: a frame outside the JDK and outside iobench. */
public final class FakeApp {
  private FakeApp() {}

  public static <T> T call(Supplier<T> recorderCall) {
    return recorderCall.get();
  }
}
