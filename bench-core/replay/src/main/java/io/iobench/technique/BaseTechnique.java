package io.iobench.technique;

import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.List;

/**
 * A technique of a family: the family's row ({@link Family}) at one buffer size, and the row's
 * kernel, the {@link #run} that each family's class writes out. Everything but the run is the
 * row's.
 */
public abstract class BaseTechnique implements Technique {
  private final Family family;
  private final int bufferSize;
  private final String id;

  /** A technique of a sized family. */
  protected BaseTechnique(Family family, int bufferSize) {
    if (!family.sized() || bufferSize < 1) {
      throw new IllegalArgumentException(
          family
              + (family.sized() ? " needs a buffer size of at least 1: " : " has no buffer size: ")
              + bufferSize);
    }
    this.family = family;
    this.bufferSize = bufferSize;
    this.id = family.id(bufferSize);
  }

  /** The technique of a fixed family. */
  protected BaseTechnique(Family family) {
    if (family.sized()) {
      throw new IllegalArgumentException(family + " needs a buffer size");
    }
    this.family = family;
    this.bufferSize = family.bytesPerCall();
    this.id = family.id(0);
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String family() {
    return family.name();
  }

  @Override
  public final String title() {
    return family.title(bufferSize);
  }

  @Override
  public final Operation operation() {
    return family.operation();
  }

  @Override
  public final int bufferSize() {
    return bufferSize;
  }

  @Override
  public final Invasiveness invasiveness() {
    return family.invasiveness();
  }

  @Override
  public final boolean appliesTo(Workload w) {
    return family.fits(bufferSize, w);
  }

  @Override
  public final String code(Workload w) {
    return family.code(bufferSize, w);
  }

  @Override
  public final List<String> caveats(Workload w) {
    return family.caveats(bufferSize, w);
  }

  /**
   * Whether this technique stands for the app's own calls in a sequential pass, which then come in
   * the app's mix of sizes ({@link Workload#callSizes}): its buffer is the app's call size.
   */
  private boolean makesAppCalls(Workload w) {
    return bufferSize == w.callSize();
  }

  /** The buffer a sequential pass needs: the app's largest call when it makes the app's calls. */
  protected final int passBuffer(Workload w) {
    return makesAppCalls(w) ? w.maxCallSize() : bufferSize;
  }

  /**
   * The size of each call of a sequential pass in turn: the app's sizes when this technique makes
   * the app's calls, else always its own buffer's.
   */
  protected final CallSizes.Cursor passSizes(Workload w) {
    return makesAppCalls(w) ? w.callSizes() : CallSizes.Cursor.of(bufferSize);
  }

  /**
   * For {@link #run} of a family that replays one pattern only: refuses a workload of the other
   * (the family does not apply to it either).
   *
   * @throws UnsupportedOperationException when {@code w} is not of {@code pattern}
   */
  protected final void requirePattern(Workload w, AccessPattern pattern) {
    if (w.pattern() != pattern) {
      throw new UnsupportedOperationException(
          id + " does not replay " + w.pattern() + " " + w.operation());
    }
  }

  @Override
  public String toString() {
    return id;
  }
}
