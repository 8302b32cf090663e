package io.iobench.technique;

import io.iobench.format.RecordedOp;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.IntFunction;
import java.util.function.Supplier;

/**
 * One technique family as a row of the {@link Catalogue}: its name, operation, invasiveness,
 * whether it has a buffer size, title, fit rule, code snippet and caveats, and the app techniques
 * it stands for when it is the baseline; plus its kernel, the constructor of the technique whose
 * {@link Technique#run} is the family's I/O loop. Each family's class holds its row as {@code
 * FAMILY}, built with {@link #sized} or {@link #fixed}.
 *
 * <p>Every row reads the same way: the factory, {@code title}, {@code fits}, {@code code}, {@code
 * caveats}, then {@code bytesPerCall} and {@code standsFor} where they apply. Code and caveats that
 * are the same for every workload stand in the row as text; those that depend on the workload or
 * the buffer size are {@code X::snippet} and {@code X::caveats}, private static methods of the
 * family's class written right below the row. The kernel (its state, constructors and {@code run})
 * follows.
 */
public final class Family {
  /** What a row says of one of its techniques (its buffer size) for a workload. */
  @FunctionalInterface
  public interface Describer<T> {
    T describe(int bufferSize, Workload w);
  }

  private final String name;
  private final Operation operation;
  private final boolean sized;
  private final int bytesPerCall;
  private final Invasiveness invasiveness;
  private final String title;
  private final Fit fit;
  private final Describer<String> code;
  private final Describer<List<String>> caveats;
  private final List<AppTechnique> standsFor;
  private final IntFunction<? extends Technique> kernel;

  private Family(Builder b) {
    this.name = b.name;
    this.operation = b.operation;
    this.sized = b.sized;
    this.bytesPerCall = b.bytesPerCall;
    this.invasiveness = b.invasiveness;
    this.title = required(b.title, "title");
    this.fit = required(b.fit, "fit");
    this.code = required(b.code, "code");
    this.caveats = required(b.caveats, "caveats");
    this.standsFor = List.copyOf(b.standsFor);
    this.kernel = b.kernel;
  }

  private <T> T required(T value, String what) {
    if (value == null) {
      throw new IllegalStateException("family " + name + " declares no " + what);
    }
    return value;
  }

  /**
   * A family with a buffer size in its technique ids ({@code fis/64k}).
   *
   * @param invasiveness how big a change switching to it is
   * @param kernel the technique of a buffer size
   */
  public static Builder sized(
      String name,
      Operation operation,
      Invasiveness invasiveness,
      IntFunction<? extends Technique> kernel) {
    return new Builder(name, operation, invasiveness, true, kernel);
  }

  /**
   * A family whose technique id is the family alone ({@code fis-byte}, {@code copy-files}).
   *
   * @param invasiveness how big a change switching to it is
   * @param kernel its one technique
   */
  public static Builder fixed(
      String name,
      Operation operation,
      Invasiveness invasiveness,
      Supplier<? extends Technique> kernel) {
    Objects.requireNonNull(kernel);
    return new Builder(name, operation, invasiveness, false, size -> kernel.get());
  }

  /** The family name, e.g. {@code channel-direct}. */
  public String name() {
    return name;
  }

  public Operation operation() {
    return operation;
  }

  /** Whether its techniques have a buffer size of their own, in their id. */
  public boolean sized() {
    return sized;
  }

  public Invasiveness invasiveness() {
    return invasiveness;
  }

  /** Whether this family stands for {@code calls} when they are the app's own technique. */
  public boolean standsFor(AppCalls calls) {
    return calls.operation() == operation && standsFor.stream().anyMatch(t -> t.matches(calls));
  }

  /** Whether it stands for some calls of {@code op} when they are the app's own technique. */
  boolean standsFor(RecordedOp op) {
    return standsFor.stream().anyMatch(t -> t.ops().contains(op));
  }

  /** The technique with this buffer size; ignored by a family without one. */
  Technique create(int bufferSize) {
    return kernel.apply(bufferSize);
  }

  /** A fixed family's bytes per call: 1 for the byte-at-a-time ones, 0 for those without buffer. */
  int bytesPerCall() {
    return bytesPerCall;
  }

  String id(int bufferSize) {
    return sized ? name + "/" + Sizes.label(bufferSize) : name;
  }

  String title(int bufferSize) {
    return sized ? title.formatted(Sizes.human(bufferSize)) : title;
  }

  boolean fits(int bufferSize, Workload w) {
    return w.operation() == operation && fit.test(bufferSize, w);
  }

  String code(int bufferSize, Workload w) {
    return code.describe(bufferSize, w);
  }

  List<String> caveats(int bufferSize, Workload w) {
    return caveats.describe(bufferSize, w);
  }

  @Override
  public String toString() {
    return name;
  }

  /** Declares a family's row, each part once. */
  public static final class Builder {
    private final String name;
    private final Operation operation;
    private final Invasiveness invasiveness;
    private final boolean sized;
    private final IntFunction<? extends Technique> kernel;
    private int bytesPerCall;
    private String title;
    private Fit fit;
    private Describer<String> code;
    private Describer<List<String>> caveats;
    private final List<AppTechnique> standsFor = new ArrayList<>();

    private Builder(
        String name,
        Operation operation,
        Invasiveness invasiveness,
        boolean sized,
        IntFunction<? extends Technique> kernel) {
      this.name = Objects.requireNonNull(name);
      this.operation = Objects.requireNonNull(operation);
      this.invasiveness = Objects.requireNonNull(invasiveness);
      this.sized = sized;
      this.kernel = Objects.requireNonNull(kernel);
    }

    /** For a fixed family that makes calls of one byte: 1 (otherwise 0, no buffer). */
    public Builder bytesPerCall(int bytes) {
      if (sized) {
        throw new IllegalStateException(name + " has a buffer size: its calls are that big");
      }
      this.bytesPerCall = bytes;
      return this;
    }

    /**
     * The title for people; a sized family's has a {@code %s} where its buffer size goes ({@code
     * "FileInputStream + byte[] (%s)"} becomes {@code FileInputStream + byte[] (64 KiB)}).
     */
    public Builder title(String value) {
      this.title = value;
      return this;
    }

    /** Which workloads of the family's operation its technique of a buffer size suits. */
    public Builder fits(Fit value) {
      this.fit = value;
      return this;
    }

    /** The code a user would write for a workload, a few lines (see {@link Technique#code}). */
    public Builder code(Describer<String> value) {
      this.code = value;
      return this;
    }

    /** The code a user would write, the same whatever the workload and buffer size. */
    public Builder code(String value) {
      Objects.requireNonNull(value);
      return code((bufferSize, w) -> value);
    }

    /** What to watch out for when switching (see {@link Technique#caveats}). */
    public Builder caveats(Describer<List<String>> value) {
      this.caveats = value;
      return this;
    }

    /** What to watch out for when switching, the same whatever the workload and buffer size. */
    public Builder caveats(String... values) {
      List<String> fixed = List.of(values);
      return caveats((bufferSize, w) -> fixed);
    }

    /** App calls this family stands for when they are the app's own technique. */
    public Builder standsFor(AppTechnique value) {
      this.standsFor.add(Objects.requireNonNull(value));
      return this;
    }

    public Family build() {
      return new Family(this);
    }
  }
}
