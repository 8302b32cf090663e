package io.iobench.technique;

import io.iobench.format.RecordedOp;
import java.util.Set;
import java.util.function.Predicate;

/**
 * An app's technique as the profile shows it: recorded operations, and a condition on the calls
 * where the same operations stand for different families (one byte per call, primitive sizes,
 * direct or heap buffers, sequential or not). A family declares the ones it stands for when it is
 * the app's own technique.
 */
public final class AppTechnique {
  private final Set<RecordedOp> ops;
  private final Predicate<AppCalls> condition;

  private AppTechnique(Set<RecordedOp> ops, Predicate<AppCalls> condition) {
    this.ops = ops;
    this.condition = condition;
  }

  /** Calls of these operations, whatever their size or pattern. */
  public static AppTechnique calls(RecordedOp... ops) {
    return new AppTechnique(Set.of(ops), calls -> true);
  }

  /** These calls, only where {@code condition} holds. */
  public AppTechnique when(Predicate<AppCalls> condition) {
    return new AppTechnique(ops, this.condition.and(condition));
  }

  /** These calls, except where {@code condition} holds. */
  public AppTechnique unless(Predicate<AppCalls> condition) {
    return when(condition.negate());
  }

  public boolean matches(AppCalls calls) {
    return ops.contains(calls.op()) && condition.test(calls);
  }

  /** The recorded operations, whatever the condition. */
  Set<RecordedOp> ops() {
    return ops;
  }
}
