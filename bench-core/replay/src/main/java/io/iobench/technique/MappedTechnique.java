package io.iobench.technique;

/**
 * A technique that memory maps the file in windows of at most {@link MappedWindows#MAX_WINDOW}
 * bytes; a test gives it smaller windows, so that a small file crosses them.
 */
public abstract class MappedTechnique extends BaseTechnique {
  private final long window;

  /** A technique of a sized family, mapping at most {@code window} bytes at once. */
  protected MappedTechnique(Family family, int bufferSize, long window) {
    super(family, bufferSize);
    this.window = window;
  }

  /** The technique of a fixed family, mapping at most {@code window} bytes at once. */
  protected MappedTechnique(Family family, long window) {
    super(family);
    this.window = window;
  }

  /** The most bytes one mapping covers. */
  protected final long window() {
    return window;
  }
}
