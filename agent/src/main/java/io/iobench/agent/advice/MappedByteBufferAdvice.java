package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.nio.MappedByteBuffer's force() and load(); the file comes from the map()
 * that made the buffer.
 */
public final class MappedByteBufferAdvice {
  private MappedByteBufferAdvice() {}

  /** force() and load(): no bytes of their own. */
  public static final class NoBytes {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Op int op, @Advice.This Object self) {
      return IoDispatch.enter(null, null, op, self, -1, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }
}
