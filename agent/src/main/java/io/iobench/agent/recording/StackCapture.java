package io.iobench.agent.recording;

import io.iobench.format.CallPathFrames;
import io.iobench.format.ProfileFields;
import java.lang.StackWalker.StackFrame;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * Walks the stack of an instrumented call from the call outwards to the app's frame: the frames on
 * the way are the layers the call went through (the JDK's decorators and helpers, a library's
 * appender or engine), the app's frame is where the app can change something.
 */
final class StackCapture {
  /** How far a walk looks for the app's frame: a library's own thread may have none. */
  static final int MAX_DEPTH = 128;

  /** With each frame's class, to tell a library's jar from the app's code. */
  private static final StackWalker WALKER =
      StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

  private StackCapture() {}

  /** The path of the current instrumented call, past the agent's own frames. */
  static CallPath capture(FrameRoles roles, LibraryEntries entries) {
    return WALKER.walk(frames -> pathOf(frames.limit(MAX_DEPTH + 1).iterator(), roles, entries));
  }

  /**
   * The path of a stack given innermost frame first; {@code entries} is given the frame the app's
   * frame called, where the path has both, and names the frames of methods it had instrumented.
   */
  static CallPath pathOf(Iterator<StackFrame> frames, FrameRoles roles, LibraryEntries entries) {
    List<String> innerFirst = new ArrayList<>();
    // The class of the outermost frame kept so far: where the app's frame entered the path.
    Class<?> entry = null;
    StackFrame entryFrame = null;
    int walked = 0;
    while (frames.hasNext()) {
      StackFrame frame = frames.next();
      if (++walked > MAX_DEPTH) {
        innerFirst.add(ProfileFields.CallPath.ELIDED);
        break;
      }
      String cls = frame.getClassName();
      if (CallPathFrames.isIobench(cls)) {
        continue;
      }
      Class<?> type = frame.getDeclaringClass();
      if (roles.isApp(type)) {
        if (entryFrame != null) {
          entries.found(entryFrame);
        }
        return new CallPath(
            format(frame), CallPathFrames.outermostFirst(innerFirst), libraryOf(entry, roles));
      }
      String name = cls + "." + entries.methodName(type, frame.getMethodName());
      if (innerFirst.isEmpty() || !innerFirst.get(innerFirst.size() - 1).equals(name)) {
        innerFirst.add(name);
        entry = type;
      }
      entryFrame = frame;
    }
    return new CallPath(null, CallPathFrames.outermostFirst(innerFirst), libraryOf(entry, roles));
  }

  private static String libraryOf(Class<?> entry, FrameRoles roles) {
    return entry == null ? null : roles.libraryOf(entry);
  }

  static String format(StackFrame frame) {
    String file = frame.getFileName();
    int line = frame.getLineNumber();
    String where = file == null ? "Unknown Source" : line >= 0 ? file + ":" + line : file;
    return frame.getClassName() + "." + frame.getMethodName() + "(" + where + ")";
  }
}
