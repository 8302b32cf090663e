package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import java.nio.ByteBuffer;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into sun.nio.ch.FileChannelImpl, the class behind every FileChannel on a file, and
 * so behind the NIO.2 helpers (Files.newInputStream, Files.readAllBytes, ...); truncate and
 * position take {@link FileAdvice}'s.
 */
public final class FileChannelAdvice {
  private FileChannelAdvice() {}

  public static final class Read {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) ByteBuffer dst) {
      return IoDispatch.enter(
          path, fd, op, self, -1, IoDispatch.remaining(dst), IoDispatch.directFlag(dst));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? IoDispatch.EOF : r, t);
    }
  }

  public static final class ScatterRead {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) ByteBuffer[] dsts,
        @Advice.Argument(1) int offset,
        @Advice.Argument(2) int length) {
      return IoDispatch.enter(
          path,
          fd,
          op,
          self,
          -1,
          IoDispatch.remaining(dsts, offset, length),
          IoDispatch.directFlag(dsts, offset));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? IoDispatch.EOF : r, t);
    }
  }

  public static final class PositionalRead {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) ByteBuffer dst,
        @Advice.Argument(1) long position) {
      return IoDispatch.enter(
          path,
          fd,
          op,
          self,
          Math.max(0, position),
          IoDispatch.remaining(dst),
          IoDispatch.directFlag(dst));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r < 0 ? IoDispatch.EOF : r, t);
    }
  }

  public static final class Write {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) ByteBuffer src) {
      return IoDispatch.enter(
          path, fd, op, self, -1, IoDispatch.remaining(src), IoDispatch.directFlag(src));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  public static final class GatherWrite {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) ByteBuffer[] srcs,
        @Advice.Argument(1) int offset,
        @Advice.Argument(2) int length) {
      return IoDispatch.enter(
          path,
          fd,
          op,
          self,
          -1,
          IoDispatch.remaining(srcs, offset, length),
          IoDispatch.directFlag(srcs, offset));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  public static final class PositionalWrite {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) ByteBuffer src,
        @Advice.Argument(1) long position) {
      return IoDispatch.enter(
          path,
          fd,
          op,
          self,
          Math.max(0, position),
          IoDispatch.remaining(src),
          IoDispatch.directFlag(src));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  /** transferTo(position, count, target). */
  public static final class TransferTo {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(1) long count) {
      return IoDispatch.enter(path, fd, op, self, -1, count, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  /** transferFrom(source, position, count). */
  public static final class TransferFrom {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(2) long count) {
      return IoDispatch.enter(path, fd, op, self, -1, count, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  public static final class Force {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) boolean metaData) {
      return IoDispatch.enter(path, fd, op, self, -1, 0, metaData ? 1 : 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }

  /** map(mode, position, size) returning a MappedByteBuffer. */
  public static final class Map {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) Object mode,
        @Advice.Argument(2) long size) {
      return IoDispatch.enter(path, fd, op, self, -1, size, IoDispatch.mapMode(mode));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return Object mapped, @Advice.Thrown Throwable t) {
      IoDispatch.exitMap(state, mapped, t);
    }
  }

  /** map(mode, position, size, arena) returning a MemorySegment (JDK 19+). */
  public static final class MapSegment {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Argument(0) Object mode,
        @Advice.Argument(2) long size,
        @Advice.Local("size") long mappedSize) {
      mappedSize = size;
      return IoDispatch.enter(path, fd, op, self, -1, size, IoDispatch.mapMode(mode));
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("size") long mappedSize,
        @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, t == null ? mappedSize : 0, t);
    }
  }
}
