package io.iobench.agent.recording;

import io.iobench.format.CallPathFrames;
import java.lang.StackWalker.StackFrame;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The library methods the app reached its files by, learnt from the call paths' walks: the frame
 * the app's frame called, where it is a method (not a constructor) of a class outside the JDK. Each
 * is handed once to the {@linkplain #instrumentWith instrumenter}, which adds a counter to it off
 * the thread that found it, so that the file calls made inside it are counted per call of the app
 * (see {@code IoDispatch.enterLibrary}).
 *
 * <p>Entries an earlier JVM of the same app found can be {@linkplain #remember remembered}: their
 * classes get the counter as they load, and a walk that finds one hands it over only where its
 * class was not woven so (loaded before the agent, or attached to).
 */
public final class LibraryEntries {
  /** What JDK 25's stack walks call an obsolete method's frame (see {@link #methodName}). */
  static final String OBSOLETE = "throwNoSuchMethodError";

  /** At most this many methods are instrumented, however many the walks find. */
  static final int MAX_METHODS = 256;

  /**
   * The calls a file's operation has made when a walk of it hands its entry over; that call is
   * always walked (see ThreadRecorder's gap between walks), and is below {@link
   * LatencySampler#ALWAYS_TIMED_CALLS}, so every call before it is timed. Counts per call of the
   * app only matter for an operation called often enough to be worth advice, and the counter's
   * first class costs a JVM Byte Buddy's cold start and every one a retransformation: more than the
   * whole recording of a short-lived JVM that reads hundreds of files a few times each (a build).
   * The app's calls are counted from then on.
   */
  static final long MIN_CALLS = 256;

  /**
   * Per class name, the instrumented methods' names, each with all its overloads: a frame's
   * descriptor would be more exact, but StackFrame.getDescriptor() resolves the method's types on
   * some JDKs (25), loading classes from inside the file call being walked, which may itself be a
   * class loader's read of a jar.
   */
  private final Map<String, Set<String>> methodsByClass = new ConcurrentHashMap<>();

  private final AtomicInteger methods = new AtomicInteger();

  /**
   * The classes given the counter so far, as they loaded or retransformed: none is handed twice.
   */
  private final Set<String> handedOver = ConcurrentHashMap.newKeySet();

  private volatile Instrumenter instrumenter;

  public LibraryEntries() {
    // Loaded now, not by the first walk that finds an entry, which may be inside a class load.
    ConcurrentHashMap.newKeySet().add("");
  }

  /** What adds the counter to an entry, off the thread that found it. */
  public interface Instrumenter {
    /** Instruments the methods named {@code method} of {@code type}. */
    void instrument(Class<?> type, String method);
  }

  /** Where a new entry goes to be instrumented; null stops handing them out. */
  public void instrumentWith(Instrumenter instrumenter) {
    this.instrumenter = instrumenter;
  }

  /**
   * The frame the app's frame called on a walked call path of an operation that has made {@code
   * calls} calls.
   */
  void found(StackFrame frame, long calls) {
    Instrumenter to = instrumenter;
    if (to == null || calls < MIN_CALLS) {
      return;
    }
    String name = frame.getMethodName();
    if (name.startsWith("<") || name.equals(OBSOLETE)) {
      return;
    }
    Class<?> type = frame.getDeclaringClass();
    if (CallPathFrames.isJdk(type.getName()) || CallPathFrames.isIobench(type.getName())) {
      return;
    }
    Set<String> known =
        methodsByClass.computeIfAbsent(type.getName(), k -> ConcurrentHashMap.newKeySet());
    if (known.contains(name)) {
      // A remembered entry whose class loaded without the counter: before the agent, or attached.
      if (handedOver.add(type.getName())) {
        to.instrument(type, name);
      }
      return;
    }
    if (methods.incrementAndGet() > MAX_METHODS) {
      return;
    }
    if (known.add(name)) {
      handedOver.add(type.getName());
      to.instrument(type, name);
    }
  }

  /**
   * Entries an earlier JVM of this app found, {@code method} names per class name: their classes
   * get the counter as they load. Called before any class could load with it.
   */
  public void remember(Map<String, ? extends Set<String>> entries) {
    for (Map.Entry<String, ? extends Set<String>> e : entries.entrySet()) {
      for (String method : e.getValue()) {
        if (methods.incrementAndGet() > MAX_METHODS) {
          return;
        }
        methodsByClass.computeIfAbsent(e.getKey(), k -> ConcurrentHashMap.newKeySet()).add(method);
      }
    }
  }

  /** The class of this name was given the counter of its entries as it loaded. */
  public void wovenAtLoad(String className) {
    handedOver.add(className);
  }

  /** Every entry, found or remembered, sorted: method names per class name. */
  public Map<String, Set<String>> all() {
    Map<String, Set<String>> all = new TreeMap<>();
    methodsByClass.forEach(
        (type, names) -> {
          if (!names.isEmpty()) {
            all.put(type, new TreeSet<>(names));
          }
        });
    return all;
  }

  /**
   * The name of a frame's method: {@code method}, or for a frame JDK 25 names {@value #OBSOLETE}
   * the method instrumented in its class. A method retransformed while a thread runs it stays on
   * that thread's stack as its old version, which JDK 25's stack walks name so; only the methods
   * given a counter changed, so where the class has one name instrumented, it is that one.
   */
  String methodName(Class<?> type, String method) {
    if (!method.equals(OBSOLETE)) {
      return method;
    }
    Set<String> known = methodsByClass.get(type.getName());
    return known != null && known.size() == 1 ? known.iterator().next() : method;
  }

  /** Whether any method was found to instrument: until one is, no class needs looking up. */
  public boolean hasAny() {
    return !methodsByClass.isEmpty();
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
