package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import java.io.RandomAccessFile;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.io.RandomAccessFile's methods of their own shape; its reads, writes,
 * seeks and the DataInput/DataOutput methods take {@link FileAdvice}'s. Methods whose byte count
 * the return value does not give (readFully after an EOFException) take the bytes of the nested
 * read calls they make, which the dispatcher sums without counting them as calls.
 */
public final class RandomAccessFileAdvice {
  private RandomAccessFileAdvice() {}

  public static final class ReadFully {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) byte[] b,
        @Advice.Local("size") long size) {
      size = IoDispatch.length(b);
      return IoDispatch.enter(path, fd, op, self, -1, size, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long size,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? size : IoDispatch.NESTED_BYTES, t);
    }
  }

  public static final class ReadFullyRange {
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
        @Advice.Enter ThreadState state, @Advice.Argument(2) int len, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? len : IoDispatch.NESTED_BYTES, t);
    }
  }

  /**
   * readLine: JDK 25 reads its bytes through a private native method, and the returned line does
   * not tell how long its terminator was, so the bytes are the file pointer's move. readLine makes
   * one system call per byte already; two more for the pointer are small beside them.
   */
  public static final class ReadLine {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This RandomAccessFile self,
        @Advice.Local("start") long start)
        throws java.io.IOException {
      start = self.getFilePointer();
      return IoDispatch.enter(path, fd, op, self, -1, -1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.This RandomAccessFile self,
        @Advice.Local("start") long start,
        @Advice.Thrown Throwable t) {
      long moved = IoDispatch.NESTED_BYTES;
      try {
        moved = self.getFilePointer() - start;
      } catch (Throwable e) {
        // the file was closed meanwhile: fall back to the nested reads, if any
      }
      IoDispatch.exit(state, moved, t);
    }
  }

  /** writeBytes(String) writes one byte per char, writeChars(String) two; neither calls write(). */
  public static final class WriteString {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Origin("#m") String method,
        @Advice.Argument(0) String s,
        @Advice.Local("size") long size) {
      size = s == null ? 0 : (method.equals("writeChars") ? 2L : 1L) * s.length();
      return IoDispatch.enter(path, fd, op, self, -1, size, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long size,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? size : 0, t);
    }
  }
}
