package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import java.io.FileInputStream;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.io.InputStream's bulk methods, recorded only when the stream is a
 * FileInputStream. Older JDKs inherit readAllBytes/readNBytes/transferTo from InputStream while
 * newer ones override them; instrumenting both reports the same operation on every JDK.
 */
public final class InputStreamAdvice {
  private InputStreamAdvice() {}

  public static final class ReadAllBytes {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Op int op, @Advice.This Object self) {
      return self instanceof FileInputStream
          ? IoDispatch.enter(IoDispatch.pathOf(self), IoDispatch.fdOf(self), op, self, -1, -1, 0)
          : null;
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return byte[] r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, IoDispatch.length(r), t);
    }
  }

  public static final class ReadNBytes {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Op int op, @Advice.This Object self, @Advice.Argument(0) int len) {
      return self instanceof FileInputStream
          ? IoDispatch.enter(IoDispatch.pathOf(self), IoDispatch.fdOf(self), op, self, -1, len, 0)
          : null;
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return byte[] r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, IoDispatch.length(r), t);
    }
  }

  public static final class ReadNBytesRange {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Op int op, @Advice.This Object self, @Advice.Argument(2) int len) {
      return self instanceof FileInputStream
          ? IoDispatch.enter(IoDispatch.pathOf(self), IoDispatch.fdOf(self), op, self, -1, len, 0)
          : null;
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return int r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }

  public static final class TransferTo {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Op int op, @Advice.This Object self) {
      return self instanceof FileInputStream
          ? IoDispatch.enter(IoDispatch.pathOf(self), IoDispatch.fdOf(self), op, self, -1, -1, 0)
          : null;
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(
        @Advice.Enter ThreadState state, @Advice.Return long r, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, r, t);
    }
  }
}
