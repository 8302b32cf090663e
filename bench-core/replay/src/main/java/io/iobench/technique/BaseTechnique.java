package io.iobench.technique;

import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What every technique family shares: its identity (family, size, id), operation and invasiveness,
 * and the size rules of {@link #appliesTo}.
 */
public abstract class BaseTechnique implements Technique {
  /** Smallest of {@link Catalogue#STANDARD_SIZES}: always worth trying, however small the file. */
  static final int SMALLEST_STANDARD = Catalogue.STANDARD_SIZES.get(0);

  private final String family;
  private final Operation operation;
  private final int bufferSize;
  private final Invasiveness invasiveness;
  private final String id;

  /**
   * @param sized whether the family has a buffer size in its id ({@code fis/64k}) or is the family
   *     alone ({@code fis-byte}, {@code copy-files})
   */
  protected BaseTechnique(
      String family,
      Operation operation,
      int bufferSize,
      Invasiveness invasiveness,
      boolean sized) {
    if (sized && bufferSize < 1) {
      throw new IllegalArgumentException(
          family + " needs a buffer size of at least 1: " + bufferSize);
    }
    this.family = Objects.requireNonNull(family);
    this.operation = Objects.requireNonNull(operation);
    this.bufferSize = bufferSize;
    this.invasiveness = Objects.requireNonNull(invasiveness);
    this.id = sized ? family + "/" + Sizes.label(bufferSize) : family;
  }

  @Override
  public final String id() {
    return id;
  }

  @Override
  public final String family() {
    return family;
  }

  @Override
  public final Operation operation() {
    return operation;
  }

  @Override
  public final int bufferSize() {
    return bufferSize;
  }

  @Override
  public final Invasiveness invasiveness() {
    return invasiveness;
  }

  /** The buffer size for people: {@code 64 KiB}. */
  protected final String size() {
    return Sizes.human(bufferSize);
  }

  /** Same operation and pattern. */
  protected final boolean is(Workload w, AccessPattern pattern) {
    return w.operation() == operation && w.pattern() == pattern;
  }

  /**
   * Whether a sequential pass with this buffer makes sense for the file: a buffer more than four
   * times the file only costs allocation, except the smallest standard size, kept as the floor.
   */
  protected final boolean fitsFile(Workload w) {
    return bufferSize <= SMALLEST_STANDARD || bufferSize <= 4 * w.fileSize();
  }

  /**
   * Random calls read (or update) exactly the workload's call size; a buffer of another size would
   * only repeat the same technique under another id.
   */
  protected final boolean fitsCalls(Workload w) {
    return bufferSize == w.callSize();
  }

  /** For {@link #run}: a pattern this family does not replay (it does not apply to it either). */
  protected final UnsupportedOperationException unsupported(Workload w) {
    return new UnsupportedOperationException(
        id + " does not replay " + w.pattern() + " " + w.operation());
  }

  /** The caveats given, without the nulls of those that do not apply. */
  protected static List<String> caveatList(Object... items) {
    List<String> out = new ArrayList<>();
    for (Object item : items) {
      if (item instanceof String) {
        out.add((String) item);
      } else if (item instanceof List<?>) {
        for (Object o : (List<?>) item) {
          out.add((String) o);
        }
      }
    }
    return List.copyOf(out);
  }

  @Override
  public String toString() {
    return id;
  }
}
