package io.iobench.agent;

import io.iobench.agent.output.ProfileScheduler;
import io.iobench.agent.recording.Recording;
import io.iobench.bootstrap.IoDispatch;

/** One recording from start to stop, with what stopping it must undo. */
final class AgentSession implements Session {
  private final ProfileScheduler scheduler;
  private final Recording recording;
  private final ClassHooks jdkClasses;
  private final LibraryEntryInstrumenter libraryEntries;
  private final AutoCloseable jfr;
  private final String out;

  AgentSession(
      ProfileScheduler scheduler,
      Recording recording,
      ClassHooks jdkClasses,
      LibraryEntryInstrumenter libraryEntries,
      AutoCloseable jfr,
      String out) {
    this.scheduler = scheduler;
    this.recording = recording;
    this.jdkClasses = jdkClasses;
    this.libraryEntries = libraryEntries;
    this.jfr = jfr;
    this.out = out;
  }

  /** JFR's side of the stop failing must not keep the profile from being written. */
  static void closeQuietly(AutoCloseable jfr) {
    try {
      jfr.close();
    } catch (Throwable t) {
      AgentLifecycle.STDERR.accept("iobench: could not remove the JFR events (" + t + ")");
    }
  }

  @Override
  public String out() {
    return out;
  }

  /**
   * The hooks go quiet first (a call in flight finishes and is recorded), then JFR's hook is
   * removed, the profile is written complete and the recording's memory given back, then the JDK's
   * classes and the library methods counted are retransformed back to their own bytecode.
   */
  @Override
  public void stop() throws Exception {
    IoDispatch.uninstall();
    IoDispatch.currentState()
        .runIgnored(
            () -> {
              closeQuietly(jfr);
              scheduler.stop();
              recording.release();
              libraryEntries.close();
              jdkClasses.remove();
            });
  }
}
