package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import java.io.RandomAccessFile;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.io.RandomAccessFile's methods of their own shape; its reads, writes,
 * seeks and the DataOutput methods take {@link FileAdvice}'s. Methods whose byte count the return
 * value does not give (readFully after an EOFException) take the bytes of the nested read calls
 * they make, which the dispatcher sums without counting them as calls. DataInput's methods
 * (readLine, readInt, ...) are recorded as the reads they make, which on some JDKs are one per
 * byte: the profile's calls are the file's.
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
   * DataInput's methods of one value (readInt, readLong, readUTF, ...), recorded as the reads each
   * call made: a read() per byte up to JDK 17, one readFully from JDK 21 on (the innermost calls
   * nested in it, however deep: readLong calls readInt twice on JDK 17); the size comes from the
   * method's name, where it varies (readUTF) or the call fails from the nested reads.
   */
  public static final class ReadData {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Origin("#m") String method,
        @Advice.Local("size") long size) {
      size = IoDispatch.primitiveSize(method);
      return IoDispatch.enter(path, fd, op, self, -1, size, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long size,
        @Advice.Thrown Throwable t) {
      IoDispatch.exitReads(
          state,
          t == null && size >= 0 ? size : IoDispatch.NESTED_BYTES,
          IoDispatch.NESTED_CALLS,
          t);
    }
  }

  /**
   * readLine, recorded as the reads it made: a read() per byte up to the line's end, and one more
   * where the end of the file ended the line. The bytes are the file pointer's move, since JDK 25
   * reads them through a private native method the advice does not see, and the returned line does
   * not tell how long its terminator was; a line one byte longer than it returned ended at a
   * terminator, else at the end of the file. The pointer is read only for the outer call: two
   * system calls beside the line's one per byte.
   */
  public static final class ReadLine {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This RandomAccessFile self,
        @Advice.Local("start") long start) {
      ThreadState state = IoDispatch.enter(path, fd, op, self, -1, -1, 0);
      start = -1;
      if (state != null && state.inOuterCall()) {
        try {
          start = self.getFilePointer();
        } catch (Throwable e) {
          // a closed file: readLine will throw, and the exit still closes the call
        }
      }
      return state;
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.This RandomAccessFile self,
        @Advice.Local("start") long start,
        @Advice.Return String line,
        @Advice.Thrown Throwable t) {
      long moved = IoDispatch.NESTED_BYTES;
      long reads = IoDispatch.NESTED_CALLS;
      if (start >= 0) {
        try {
          long end = self.getFilePointer();
          if (end >= start) {
            moved = end - start;
            reads = moved + (moved == (line == null ? 0 : line.length()) ? 1 : 0);
          }
        } catch (Throwable e) {
          // the file was closed meanwhile: fall back to the nested reads, if any
        }
      }
      IoDispatch.exitReads(state, moved, reads, t);
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
