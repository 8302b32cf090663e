package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileDescriptor;
import net.bytebuddy.asm.Advice;

/** Advice inlined into java.io.FileOutputStream's open; its writes take {@link FileAdvice}'s. */
public final class FileOutputStreamAdvice {
  private FileOutputStreamAdvice() {}

  /**
   * On the private {@code open(String, boolean)} every path constructor calls: every open is
   * recorded, and its result is the bytes it truncated, which the recorder also counts as a
   * truncation: a copy or a write into an existing file pays for giving its blocks back, and a
   * replay into a fresh file would not show it.
   */
  public static final class Open {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(
        @Op int op,
        @Advice.Argument(0) String name,
        @Advice.Argument(1) boolean append,
        @Advice.FieldValue("fd") FileDescriptor fd,
        @Advice.This Object self,
        @Advice.Local("held") long held) {
      held = IoDispatch.truncating(name, append);
      return IoDispatch.enter(name, fd, op, self, -1, -1, append ? ThreadState.APPENDING : 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state,
        @Advice.Local("held") long held,
        @Advice.Thrown Throwable t) {
      IoDispatch.exitOpen(state, t == null ? held : 0, t);
    }
  }
}
