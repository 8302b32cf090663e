package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.Ops;
import io.iobench.bootstrap.ThreadState;
import net.bytebuddy.asm.Advice;

/**
 * Advice inlined into java.nio.MappedByteBuffer's force() and load(); the file comes from the map()
 * that made the buffer.
 */
public final class MappedByteBufferAdvice {
  private MappedByteBufferAdvice() {}

  public static final class Force {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Advice.This Object self) {
      return IoDispatch.enter(null, null, Ops.MBB_FORCE, self, -1, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }

  public static final class Load {
    @Advice.OnMethodEnter(suppress = Throwable.class)
    static ThreadState enter(@Advice.This Object self) {
      return IoDispatch.enter(null, null, Ops.MBB_LOAD, self, -1, 0, 0);
    }

    @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
    static void exit(@Advice.Enter ThreadState state, @Advice.Thrown Throwable t) {
      IoDispatch.exit(state, 0, t);
    }
  }
}
