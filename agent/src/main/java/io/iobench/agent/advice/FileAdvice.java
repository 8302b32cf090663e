package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import net.bytebuddy.asm.Advice;

/**
 * Advice shared by the JDK's file classes, one class per shape of method; the {@link Op} it records
 * is bound for each method by the Instrumenter. Each target class has the fields {@code path} and
 * {@code fd} (FileInputStream, FileOutputStream, RandomAccessFile, FileChannelImpl). A read returns
 * -1 at end of file; a write that throws moved 0 bytes as far as we know.
 */
public final class FileAdvice {
  private FileAdvice() {}

  /** read(): one byte. */
  public static final class ReadByte {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, op, self, -1, 1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? IoDispatch.EOF : 1, t);
    }
  }

  /** read(byte[]). */
  public static final class ReadArray {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) byte[] b) {
      return IoDispatch.enter(path, fd, op, self, -1, IoDispatch.length(b), 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? IoDispatch.EOF : r, t);
    }
  }

  /** read(byte[], offset, length). */
  public static final class ReadRange {
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
      IoDispatch.exit(state, r < 0 ? IoDispatch.EOF : r, t);
    }
  }

  /** write(int): one byte. */
  public static final class WriteByte {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, op, self, -1, 1, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? 1 : 0, t);
    }
  }

  /** write(byte[]). */
  public static final class WriteArray {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) byte[] b) {
      return IoDispatch.enter(path, fd, op, self, -1, IoDispatch.length(b), 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Argument(0) byte[] b, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? IoDispatch.length(b) : 0, t);
    }
  }

  /** write(byte[], offset, length). */
  public static final class WriteRange {
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
      IoDispatch.exit(state, t == null ? len : 0, t);
    }
  }

  /**
   * skip(long) and skipBytes(int), which return the bytes skipped; Byte Buddy widens an int
   * argument and result to long.
   */
  public static final class Skip {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) long n) {
      return IoDispatch.enter(path, fd, op, self, -1, n, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  /**
   * writeInt, writeLong, ..., writeUTF: the size comes from the method's name; where it varies
   * (writeUTF) or the call fails, the bytes of the nested calls. (DataInput's methods are recorded
   * as the reads they make: {@link RandomAccessFileAdvice.ReadData}.)
   */
  public static final class Data {
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
      IoDispatch.exit(state, t == null && size >= 0 ? size : IoDispatch.NESTED_BYTES, t);
    }
  }

  /**
   * seek(long) and FileChannel's position(long): a move to an explicit position, tracked so later
   * reads and writes know their offset.
   */
  public static final class Seek {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) long position) {
      return IoDispatch.enter(path, fd, op, self, position, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }

  /** setLength(long) and FileChannel's truncate(long): counted and timed, no bytes. */
  public static final class Resize {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(path, fd, op, self, -1, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }
}
