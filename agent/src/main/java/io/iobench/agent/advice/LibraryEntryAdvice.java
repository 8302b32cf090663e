package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.bootstrap.ThreadState;
import net.bytebuddy.asm.Advice;

/**
 * Advice for a library method the app reached a file by (a call path's frame the app's frame
 * called): brackets its calls, so that the file calls made inside it are counted per call of the
 * app. Added to the library's class once the method has been seen, not at the app's start.
 */
public final class LibraryEntryAdvice {
  private LibraryEntryAdvice() {}

  @Advice.OnMethodEnter(suppress = Throwable.class)
  static ThreadState enter() {
    return IoDispatch.enterLibrary();
  }

  @Advice.OnMethodExit(onThrowable = Throwable.class, suppress = Throwable.class)
  static void exit(@Advice.Enter ThreadState state) {
    IoDispatch.exitLibrary(state);
  }
}
