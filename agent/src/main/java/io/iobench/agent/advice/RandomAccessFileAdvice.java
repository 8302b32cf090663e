package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.Ops;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import java.io.RandomAccessFile;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.io.RandomAccessFile. Methods whose byte count the return value does not
 * give (readFully after an EOFException, readLine, readUTF, writeUTF) take the bytes of the nested
 * read/write calls they make, which the dispatcher sums without counting them as calls.
 */
public final class RandomAccessFileAdvice {
  private RandomAccessFileAdvice() {}

  public static final class ReadByte {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, Ops.RAF_READ, self, -1, 1, 0);
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
      return IoDispatch.enter(path, fd, Ops.RAF_READ, self, -1, IoDispatch.length(b), 0);
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
      return IoDispatch.enter(path, fd, Ops.RAF_READ, self, -1, len, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? Ops.EOF : r, t);
    }
  }

  public static final class ReadFully {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) byte[] b,
        @Advice.Local("size") long size) {
      size = IoDispatch.length(b);
      return IoDispatch.enter(path, fd, Ops.RAF_READ_FULLY, self, -1, size, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long size,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? size : Ops.NESTED_BYTES, t);
    }
  }

  public static final class ReadFullyRange {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(2) int len) {
      return IoDispatch.enter(path, fd, Ops.RAF_READ_FULLY, self, -1, len, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Argument(2) int len, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? len : Ops.NESTED_BYTES, t);
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
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This RandomAccessFile self,
        @Advice.Local("start") long start)
        throws java.io.IOException {
      start = self.getFilePointer();
      return IoDispatch.enter(path, fd, Ops.RAF_READ_DATA, self, -1, -1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.This RandomAccessFile self,
        @Advice.Local("start") long start,
        @Advice.Thrown Throwable t) {
      long moved = Ops.NESTED_BYTES;
      try {
        moved = self.getFilePointer() - start;
      } catch (Throwable e) {
        // the file was closed meanwhile: fall back to the nested reads, if any
      }
      IoDispatch.exit(state, moved, t);
    }
  }

  /** readInt, readLong, ..., readUTF. */
  public static final class ReadData {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Origin("#m") String method,
        @Advice.Local("size") long size) {
      size = IoDispatch.primitiveSize(method);
      return IoDispatch.enter(path, fd, Ops.RAF_READ_DATA, self, -1, size, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long size,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null && size >= 0 ? size : Ops.NESTED_BYTES, t);
    }
  }

  public static final class WriteByte {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, Ops.RAF_WRITE, self, -1, 1, 0);
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
      return IoDispatch.enter(path, fd, Ops.RAF_WRITE, self, -1, IoDispatch.length(b), 0);
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
      return IoDispatch.enter(path, fd, Ops.RAF_WRITE, self, -1, len, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Argument(2) int len, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? len : 0, t);
    }
  }

  /** writeInt, writeLong, ..., writeUTF. */
  public static final class WriteData {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Origin("#m") String method,
        @Advice.Local("size") long size) {
      size = IoDispatch.primitiveSize(method);
      return IoDispatch.enter(path, fd, Ops.RAF_WRITE_DATA, self, -1, size, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long size,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null && size >= 0 ? size : Ops.NESTED_BYTES, t);
    }
  }

  /** writeBytes(String) writes one byte per char, writeChars(String) two; neither calls write(). */
  public static final class WriteString {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Origin("#m") String method,
        @Advice.Argument(0) String s,
        @Advice.Local("size") long size) {
      size = s == null ? 0 : (method.equals("writeChars") ? 2L : 1L) * s.length();
      return IoDispatch.enter(path, fd, Ops.RAF_WRITE_DATA, self, -1, size, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long size,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? size : 0, t);
    }
  }

  public static final class Seek {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) long pos) {
      return IoDispatch.enter(path, fd, Ops.RAF_SEEK, self, pos, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }

  public static final class SkipBytes {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) int n) {
      return IoDispatch.enter(path, fd, Ops.RAF_SKIP_BYTES, self, -1, n, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  public static final class SetLength {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, Ops.RAF_SET_LENGTH, self, -1, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }
}
