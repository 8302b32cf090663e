package io.iobench.agent.recording;

import io.iobench.format.CallPathFrames;
import java.lang.StackWalker.StackFrame;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The library methods the app reached its files by, learnt from the call paths' walks: the frame
 * the app's frame called, where it is a method (not a constructor) of a class outside the JDK. Each
 * is handed once to the {@linkplain #instrumentWith instrumenter}, which adds a counter to it off
 * the thread that found it, so that the file calls made inside it are counted per call of the app
 * (see {@code IoDispatch.enterLibrary}).
 */
public final class LibraryEntries {
  /** At most this many methods are instrumented, however many the walks find. */
  static final int MAX_METHODS = 256;

  /**
   * Per class name, the instrumented methods' names, each with all its overloads: a frame's
   * descriptor would be more exact, but StackFrame.getDescriptor() resolves the method's types on
   * some JDKs (25), loading classes from inside the file call being walked, which may itself be a
   * class loader's read of a jar.
   */
  private final Map<String, Set<String>> methodsByClass = new ConcurrentHashMap<>();

  private final AtomicInteger methods = new AtomicInteger();

  public LibraryEntries() {
    // Loaded now, not by the first walk that finds an entry, which may be inside a class load.
    ConcurrentHashMap.newKeySet().add("");
  }

  private volatile Instrumenter instrumenter;

  /** What adds the counter to an entry, off the thread that found it. */
  public interface Instrumenter {
    /**
     * Instruments the methods named {@code method} of {@code type}, found by a walk of {@code
     * finder}'s stack inside a call of one of them.
     */
    void instrument(Class<?> type, String method, Thread finder);
  }

  /** Where a new entry goes to be instrumented; null stops handing them out. */
  public void instrumentWith(Instrumenter instrumenter) {
    this.instrumenter = instrumenter;
  }

  /** The frame the app's frame called on a walked call path. */
  void found(StackFrame frame) {
    Instrumenter to = instrumenter;
    String name = frame.getMethodName();
    if (to == null || name.startsWith("<")) {
      return;
    }
    Class<?> type = frame.getDeclaringClass();
    if (CallPathFrames.isJdk(type.getName()) || CallPathFrames.isIobench(type.getName())) {
      return;
    }
    Set<String> known =
        methodsByClass.computeIfAbsent(type.getName(), k -> ConcurrentHashMap.newKeySet());
    if (known.contains(name) || methods.incrementAndGet() > MAX_METHODS) {
      return;
    }
    if (known.add(name)) {
      to.instrument(type, name, Thread.currentThread());
    }
  }

  /** Leaves the methods named {@code method} of the class of this name uninstrumented. */
  public void forget(String className, String method) {
    Set<String> known = methodsByClass.get(className);
    if (known != null) {
      known.remove(method);
    }
  }

  /** Whether the class of this name has a method to instrument. */
  public boolean hasMethods(String className) {
    Set<String> known = methodsByClass.get(className);
    return known != null && !known.isEmpty();
  }

  /** Whether the class of this name has methods of this name to instrument. */
  public boolean isEntry(String className, String methodName) {
    Set<String> known = methodsByClass.get(className);
    return known != null && known.contains(methodName);
  }
}
