package io.iobench.agent.recording;

import io.iobench.format.CallPathFrames;
import io.iobench.format.ProfileFields;
import java.lang.StackWalker.StackFrame;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Walks the stack of an instrumented call from the call outwards to the app's frame: the frames on
 * the way are the layers the call went through (the JDK's decorators and helpers, a library's
 * appender or engine), the app's frame is where the app can change something.
 */
final class StackCapture {
  /** How far a walk looks for the app's frame: a library's own thread may have none. */
  static final int MAX_DEPTH = 128;

  /**
   * How far a short walk looks, the agent's own frames (about six) included: far enough for the
   * library or engine whose code made the file call (Lucene's index output is the fifth frame from
   * a FileChannel write), in one batch of the walker's.
   */
  static final int SHORT_DEPTH = 16;

  /** With each frame's class, to tell a library's jar from the app's code. */
  private static final StackWalker WALKER =
      StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

  /** As {@link #WALKER}, fetching a short walk's frames from the VM at once, not 8 then 16. */
  private static final StackWalker SHORT_WALKER =
      StackWalker.getInstance(Set.of(StackWalker.Option.RETAIN_CLASS_REFERENCE), SHORT_DEPTH + 1);

  /** The frames kept on each side of a path's elision ({@link CallPathFrames#outermostFirst}). */
  private static final int KEPT_PER_SIDE = CallPathFrames.MAX_FRAMES / 2;

  private StackCapture() {}

  /**
   * The path of the current instrumented call, past the agent's own frames, of an operation that
   * has made {@code calls} calls, looking {@code depth} frames far at most.
   */
  static CallPath capture(FrameRoles roles, LibraryEntries entries, long calls, int depth) {
    // The source's own iterator, no limit(): pathOf stops reading at depth + 1 frames, and a
    // limited stream's iterator wraps the source in spliterators whose type checks deoptimize the
    // compiled walk and make it dearer to compile.
    return (depth <= SHORT_DEPTH ? SHORT_WALKER : WALKER)
        .walk(frames -> pathOf(frames.iterator(), roles, entries, calls, depth));
  }

  /**
   * The path of a stack given innermost frame first; {@code entries} is given the frame the app's
   * frame called, where the path has both, and names the frames of methods it had instrumented.
   *
   * <p>The frames are kept first and named after: a name costs more than the frame (its method is
   * resolved), and of a deep stack (a build tool's, a container's) only the frames on either side
   * of the elision are named.
   *
   * <p>A walk that stops at {@code depth} before the app's frame or the thread's first one has
   * {@link ProfileFields.CallPath#ELIDED} for its outermost frame and neither an app frame nor a
   * library: what lies between is unknown, the app's code or another library's.
   */
  static CallPath pathOf(
      Iterator<StackFrame> frames,
      FrameRoles roles,
      LibraryEntries entries,
      long calls,
      int depth) {
    StackFrame[] kept = new StackFrame[depth];
    int n = 0;
    StackFrame app = null;
    boolean cut = false;
    int walked = 0;
    while (frames.hasNext()) {
      StackFrame frame = frames.next();
      if (++walked > depth) {
        cut = true;
        break;
      }
      if (CallPathFrames.isIobench(frame.getClassName())) {
        continue;
      }
      if (roles.isApp(frame.getDeclaringClass())) {
        app = frame;
        break;
      }
      kept[n++] = frame;
    }
    if (app != null && n > 0) {
      entries.found(kept[n - 1], calls);
    }
    List<String> innerFirst = names(kept, n, entries);
    if (cut) {
      innerFirst.add(ProfileFields.CallPath.ELIDED);
    }
    Class<?> entry = n == 0 || cut ? null : kept[n - 1].getDeclaringClass();
    return new CallPath(
        app == null ? null : format(app),
        CallPathFrames.outermostFirst(innerFirst),
        entry == null ? null : roles.libraryOf(entry));
  }

  /**
   * The names of {@code frames[0..n)}, innermost first, a run of frames of one method (recursion)
   * named once: all of them where the path keeps them all, else those {@link
   * CallPathFrames#outermostFirst} keeps on either side of the elision and one more.
   */
  private static List<String> names(StackFrame[] frames, int n, LibraryEntries entries) {
    // One run more than kept on the inner side: with it, two scans that do not meet hold more runs
    // than a path keeps, and outermostFirst cuts what lies between them.
    Runs inner = new Runs(frames, entries);
    int innerEnd = inner.scan(0, n, 1, KEPT_PER_SIDE + 1);
    if (innerEnd == n) {
      return inner.names;
    }
    Runs outer = new Runs(frames, entries);
    outer.scan(n - 1, innerEnd - 1, -1, KEPT_PER_SIDE);
    // Where the scans met, the runs on either side of innerEnd differ; where they did not, two
    // runs of one name on either side of the gap are two runs.
    List<String> all = inner.names;
    for (int i = outer.names.size() - 1; i >= 0; i--) {
      all.add(outer.names.get(i));
    }
    return all;
  }

  /** Names of consecutive runs of frames, scanned from one end of a stack. */
  private static final class Runs {
    final List<String> names = new ArrayList<>();
    private final StackFrame[] frames;
    private final LibraryEntries entries;

    Runs(StackFrame[] frames, LibraryEntries entries) {
      this.frames = frames;
      this.entries = entries;
    }

    /**
     * Names the runs from {@code from} towards {@code to} (exclusive) by {@code step} until {@code
     * max} runs are named and the last of them is whole.
     *
     * @return the index where the scan stopped: {@code to}, or the first frame of the next run
     */
    int scan(int from, int to, int step, int max) {
      for (int i = from; i != to; i += step) {
        String name = name(frames[i]);
        if (names.isEmpty() || !names.get(names.size() - 1).equals(name)) {
          if (names.size() == max) {
            return i;
          }
          names.add(name);
        }
      }
      return to;
    }

    private String name(StackFrame frame) {
      return frame.getClassName()
          + "."
          + entries.methodName(frame.getDeclaringClass(), frame.getMethodName());
    }
  }

  static String format(StackFrame frame) {
    String file = frame.getFileName();
    int line = frame.getLineNumber();
    String where = file == null ? "Unknown Source" : line >= 0 ? file + ":" + line : file;
    return frame.getClassName() + "." + frame.getMethodName() + "(" + where + ")";
  }
}
