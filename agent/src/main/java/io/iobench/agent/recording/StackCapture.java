package io.iobench.agent.recording;

import java.lang.StackWalker.StackFrame;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

/** Finds the application frame that caused an instrumented call, and the JDK helper it used. */
final class StackCapture {
  static final List<String> JDK_PREFIXES =
      List.of(
          "java.",
          "javax.",
          "jdk.",
          "sun.",
          "com.sun.",
          "io.iobench.agent.",
          "io.iobench.bootstrap.");

  private static final StackWalker WALKER = StackWalker.getInstance();
  private static final int MAX_DEPTH = 64;

  private StackCapture() {}

  private static final List<String> API_CLASSES =
      List.of(
          "java.io.FileInputStream",
          "java.io.FileOutputStream",
          "java.io.RandomAccessFile",
          "java.io.InputStream",
          "sun.nio.ch.FileChannelImpl",
          "java.nio.channels.FileChannel",
          "java.nio.MappedByteBuffer",
          "java.nio.DirectByteBuffer");
  private static final Finder FINDER = new Finder();

  /** Returns {site, via}; via is null when the app called the instrumented class directly. */
  static String[] capture() {
    return WALKER.walk(FINDER);
  }

  static boolean isJdkOrAgent(String className) {
    for (String prefix : JDK_PREFIXES) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }

  static String format(StackFrame frame) {
    String file = frame.getFileName();
    int line = frame.getLineNumber();
    String where = file == null ? "Unknown Source" : line >= 0 ? file + ":" + line : file;
    return frame.getClassName() + "." + frame.getMethodName() + "(" + where + ")";
  }

  private static final class Finder implements Function<Stream<StackFrame>, String[]> {
    @Override
    public String[] apply(Stream<StackFrame> frames) {
      String via = null;
      Iterator<StackFrame> it = frames.limit(MAX_DEPTH).iterator();
      while (it.hasNext()) {
        StackFrame frame = it.next();
        String cls = frame.getClassName();
        if (!isJdkOrAgent(cls)) {
          return new String[] {format(frame), via};
        }
        if (!cls.startsWith("io.iobench.") && !API_CLASSES.contains(cls)) {
          via = cls + "." + frame.getMethodName();
        }
      }
      return new String[] {"<JDK-internal caller>", via};
    }
  }
}
