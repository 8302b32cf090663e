package io.iobench.agent;

import java.lang.instrument.ClassFileTransformer;
import java.util.function.Supplier;

/**
 * A Byte Buddy transformer built the first time it is asked for, once, whichever thread asks:
 * building one loads Byte Buddy, which a JVM that never needs it should not pay for.
 */
final class LazyTransformer {
  private final Supplier<ClassFileTransformer> build;
  private volatile ClassFileTransformer built;

  LazyTransformer(Supplier<ClassFileTransformer> build) {
    this.build = build;
  }

  /** The transformer, built now if it was not. */
  ClassFileTransformer get() {
    ClassFileTransformer t = built;
    if (t == null) {
      synchronized (this) {
        t = built;
        if (t == null) {
          t = build.get();
          built = t;
        }
      }
    }
    return t;
  }

  /** Whether {@link #get} has built it. */
  boolean isBuilt() {
    return built != null;
  }
}
