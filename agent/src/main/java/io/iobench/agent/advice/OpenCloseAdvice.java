package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import net.bytebuddy.asm.Advice;

/**
 * Advice for the opens and closes of a file: the private open every path constructor of
 * FileInputStream and RandomAccessFile calls, the channel factory behind FileChannel.open and the
 * Files helpers, and each class's close. An app that opens a file for every record pays for the
 * opens and closes more than for its writes; without them a profile shows only small, cheap-looking
 * calls. (FileOutputStream's open takes {@link FileOutputStreamAdvice.Open}, which also records a
 * truncation.)
 */
public final class OpenCloseAdvice {
  private OpenCloseAdvice() {}

  /** A private {@code open(String name, ...)}: the path is its first argument. */
  public static final class OpenByName {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.Argument(0) String name,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self) {
      return IoDispatch.enter(name, fd, op, self, -1, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exitOpen(state, 0, t);
    }
  }

  /**
   * The static channel factory that opens a file by its path (sun.nio.fs.UnixChannelFactory's
   * {@code newFileChannel(int dfd, UnixPath path, ...)}): the path is the file system's own type,
   * whose string is the one the channel it returns is known by.
   */
  public static final class ChannelOpen {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Op int op, @Advice.Argument(1) Object path) {
      return IoDispatch.enterOpen(path, op);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exitOpen(state, 0, t);
    }
  }

  /**
   * close() of a stream or a RandomAccessFile: only the first, which closes the descriptor; a close
   * of what is already closed returns at once and is no call of the file. The {@code closed} field
   * is a boolean or, in JDK 11's RandomAccessFile, an AtomicBoolean: bound as an Object, a boolean
   * is boxed to one of Boolean's two constants.
   */
  public static final class Close {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.FieldValue("path") String path,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.FieldValue("closed") Object closed,
        @Advice.This Object self) {
      return IoDispatch.isClosed(closed) ? null : IoDispatch.enter(path, fd, op, self, -1, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }

  /**
   * FileChannelImpl's implCloseChannel, which AbstractInterruptibleChannel.close calls once, on the
   * first close.
   */
  public static final class ChannelClose {
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
