package io.iobench.layer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * One layer as a row of the {@link LayerCatalogue}: its id, title, kind, the classes that mark it
 * in a call path, and the changes the app can make there. Each layer's class holds its row as
 * {@code LAYER}, built with {@link #jdk} or {@link #library}, then {@code title}, one {@code
 * change} per way in (the first that applies to the method a path entered by is the one), then
 * {@code build}.
 */
public final class Layer {
  private final String id;
  private final LayerKind kind;
  private final List<String> classes;
  private final Set<String> methods;
  private final String title;
  private final List<Change> changes;
  private final Layer refines;

  private Layer(Builder b) {
    this.id = b.id;
    this.kind = b.kind;
    this.classes = List.copyOf(b.classes);
    this.methods = Set.copyOf(b.methods);
    if (b.title == null || b.changes.isEmpty()) {
      throw new IllegalStateException("layer " + id + " declares no title or no change");
    }
    this.title = b.title;
    this.changes = List.copyOf(b.changes);
    this.refines = b.refines;
  }

  /**
   * A JDK layer, marked by its classes (each with its nested classes).
   *
   * @param classes fully qualified names, e.g. {@code java.io.ObjectInputStream}
   */
  public static Builder jdk(String id, LayerKind kind, String... classes) {
    return new Builder(id, kind, Arrays.asList(classes));
  }

  /**
   * A library's layer, marked by its classes or packages.
   *
   * @param classesOrPackages class names, or package prefixes ending in a dot ({@code org.h2.})
   */
  public static Builder library(String id, LayerKind kind, String... classesOrPackages) {
    return new Builder(id, kind, Arrays.asList(classesOrPackages));
  }

  /**
   * An engine the app does not own, marked by its packages: nothing to change in the app's code,
   * unless the row adds a change of the engine's own settings before this one.
   */
  public static Builder engine(String id, String title, String... packages) {
    return new Builder(id, LayerKind.ENGINE, Arrays.asList(packages)).title(title);
  }

  public String id() {
    return id;
  }

  public LayerKind kind() {
    return kind;
  }

  public String title() {
    return title;
  }

  /** The classes (or packages, ending in a dot) that mark this layer in a path. */
  public List<String> classes() {
    return classes;
  }

  public List<Change> changes() {
    return changes;
  }

  /**
   * The layer this one's class extends, or null. A frame names the class that declares the method,
   * so a GZIPOutputStream's close() shows as DeflaterOutputStream.close: next to each other in a
   * path, the two are one layer, this one.
   */
  public Layer refines() {
    return refines;
  }

  /**
   * The methods of its classes whose frames mark this layer; empty for all of them. A layer that is
   * one method of a class (RandomAccessFile.readLine) names it, the class's other methods being the
   * file API itself.
   */
  public Set<String> methods() {
    return methods;
  }

  /** Whether a frame ({@code class.method}) is this layer's. */
  public boolean marks(String frame) {
    if (!methods.isEmpty() && !methods.contains(Frames.methodOf(frame))) {
      return false;
    }
    String cls = Frames.classOf(frame);
    for (String c : classes) {
      if (c.endsWith(".")
          ? cls.startsWith(c)
          : cls.equals(c) || (cls.startsWith(c) && cls.charAt(c.length()) == '$')) {
        return true;
      }
    }
    return false;
  }

  /** The change for a path that entered this layer by {@code method}: the first that applies. */
  public Optional<Change> changeFor(String method) {
    return changes.stream().filter(c -> c.appliesTo(method)).findFirst();
  }

  /** Every change that applies to a path that entered by {@code method}, the first one first. */
  public List<Change> changesFor(String method) {
    return changes.stream().filter(c -> c.appliesTo(method)).toList();
  }

  @Override
  public String toString() {
    return id;
  }

  /** Declares a layer's row. */
  public static final class Builder {
    private final String id;
    private final LayerKind kind;
    private final List<String> classes;
    private Set<String> methods = Set.of();
    private String title;
    private final List<Change> changes = new ArrayList<>();
    private Layer refines;

    private Builder(String id, LayerKind kind, List<String> classes) {
      this.id = id;
      this.kind = kind;
      this.classes = classes;
    }

    /** Only these methods of the layer's classes mark it: see {@link Layer#methods()}. */
    public Builder methods(String... names) {
      this.methods = Set.of(names);
      return this;
    }

    /** The layer whose class this layer's class extends: see {@link Layer#refines()}. */
    public Builder refines(Layer base) {
      this.refines = base;
      return this;
    }

    public Builder title(String title) {
      this.title = title;
      return this;
    }

    /** The app's code or configuration as it is, for the change declared last. */
    public Builder before(String code) {
      changes.set(changes.size() - 1, changes.get(changes.size() - 1).from(code));
      return this;
    }

    /** A change worded by {@link Changes}. */
    public Builder change(Change change) {
      changes.add(change);
      return this;
    }

    /** A change for a path that entered the layer by any method not taken by an earlier change. */
    public Builder change(
        Control control, String summary, String code, List<String> techniques, String... caveats) {
      return changeOn(Set.of(), control, summary, code, techniques, caveats);
    }

    /** A change for a path that entered the layer by one of {@code methods}. */
    public Builder changeOn(
        Set<String> methods,
        Control control,
        String summary,
        String code,
        List<String> techniques,
        String... caveats) {
      changes.add(new Change(control, methods, summary, "", code, techniques, List.of(caveats)));
      return this;
    }

    /** The last change of an engine's row: the I/O is the engine's, not the app's. */
    public Builder nothingToChange() {
      return change(
          Control.NOTHING,
          "Inside " + title + ": nothing to change in your code.",
          "",
          List.of(),
          "The calls are "
              + title
              + "'s own; its documentation says which of its settings"
              + " change how it reads and writes.");
    }

    public Layer build() {
      return new Layer(this);
    }
  }
}
