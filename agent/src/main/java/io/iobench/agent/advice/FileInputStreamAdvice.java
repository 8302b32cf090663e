package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.Ops;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import net.bytebuddy.asm.Advice;

/** Advice inlined into java.io.FileInputStream's public reading methods. */
public final class FileInputStreamAdvice {
  private FileInputStreamAdvice() {}

  public static final class ReadByte {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, Ops.FIS_READ, self, -1, 1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? Ops.EOF : 1, t);
    }
  }

  public static final class ReadArray {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) byte[] b) {
      return IoDispatch.enter(path, fd, Ops.FIS_READ, self, -1, IoDispatch.length(b), 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? Ops.EOF : r, t);
    }
  }

  public static final class ReadRange {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(2) int len) {
      return IoDispatch.enter(path, fd, Ops.FIS_READ, self, -1, len, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? Ops.EOF : r, t);
    }
  }

  public static final class Skip {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) long n) {
      return IoDispatch.enter(path, fd, Ops.FIS_SKIP, self, -1, n, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  public static final class ReadAllBytes {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, Ops.FIS_READ_ALL_BYTES, self, -1, -1, 0);
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
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) int len) {
      return IoDispatch.enter(path, fd, Ops.FIS_READ_N_BYTES, self, -1, len, 0);
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
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(2) int len) {
      return IoDispatch.enter(path, fd, Ops.FIS_READ_N_BYTES, self, -1, len, 0);
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
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, Ops.FIS_TRANSFER_TO, self, -1, -1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }
}
