package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.io.FileInputStream's bulk reading methods; read and skip take {@link
 * FileAdvice}'s.
 */
public final class FileInputStreamAdvice {
  private FileInputStreamAdvice() {}

  public static final class ReadAllBytes {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, op, self, -1, -1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return byte[] r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, IoDispatch.length(r), t);
    }
  }

  public static final class ReadNBytes {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) int len) {
      return IoDispatch.enter(path, fd, op, self, -1, len, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return byte[] r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, IoDispatch.length(r), t);
    }
  }

  public static final class ReadNBytesRange {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(2) int len) {
      return IoDispatch.enter(path, fd, op, self, -1, len, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  public static final class TransferTo {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, op, self, -1, -1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }
}
