package io.iobench.agent.advice;

import io.iobench.bootstrap.IoDispatch;
import net.bytebuddy.asm.Advice;

/**
 * Advice for the public constructors that open a file by its path and wrap the stream in a writer
 * or a reader (FileWriter, FileReader, PrintWriter): the open the stream's constructor makes inside
 * one is recorded when it returns, so that the open costs what the app's {@code new
 * FileWriter(...)} cost, the charset encoder and the buffer made with it included. A FileWriter
 * opened per line pays more for those than for its open; the change that keeps the file open saves
 * both.
 *
 * <p>Constructor advice cannot catch what the constructor throws; {@link IoDispatch#enterOpener} is
 * made safe for a constructor that never returns.
 */
public final class OpenerAdvice {
  private OpenerAdvice() {}

  @Advice.OnMethodEnter
  static void enter() {
    IoDispatch.enterOpener();
  }

  @Advice.OnMethodExit
  static void exit() {
    IoDispatch.exitOpener();
  }
}
