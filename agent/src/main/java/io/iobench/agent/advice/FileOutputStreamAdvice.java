package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.Ops;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.io.FileOutputStream's write methods. A write that throws moved 0 bytes
 * as far as we know.
 */
public final class FileOutputStreamAdvice {
  private FileOutputStreamAdvice() {}

  /**
   * On the private {@code open(String, boolean)} every path constructor calls: an open that
   * truncates a file holding data is recorded, because a copy or a write into an existing file pays
   * for giving its blocks back, and a replay into a fresh file would not show it.
   */
  public static final class Open {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.Argument(0) String name,
        @Advice.Argument(1) boolean append,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Local("held") long held) {
      held = IoDispatch.truncating(name, append);
      return held > 0 ? IoDispatch.enter(name, fd, Ops.FOS_TRUNCATE, self, -1, held, 0) : null;
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("held") long held,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? held : 0, t);
    }
  }

  public static final class WriteByte {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, Ops.FOS_WRITE, self, -1, 1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? 1 : 0, t);
    }
  }

  public static final class WriteArray {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) byte[] b) {
      return IoDispatch.enter(path, fd, Ops.FOS_WRITE, self, -1, IoDispatch.length(b), 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Argument(0) byte[] b, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? IoDispatch.length(b) : 0, t);
    }
  }

  public static final class WriteRange {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(2) int len) {
      return IoDispatch.enter(path, fd, Ops.FOS_WRITE, self, -1, len, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Argument(2) int len, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? len : 0, t);
    }
  }
}
