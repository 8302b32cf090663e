package io.iobench.agent;

import io.iobench.agent.config.AgentConfig;
import io.iobench.agent.output.ProfileFile;
import io.iobench.agent.output.ProfileScheduler;
import io.iobench.agent.recording.ProfileHeader;
import io.iobench.agent.recording.Recording;
import io.iobench.agent.recording.Snapshot;
import io.iobench.agent.recording.SnapshotJson;
import io.iobench.agent.recording.Warmup;
import io.iobench.bootstrap.IoDispatch;
import java.lang.instrument.Instrumentation;
import java.nio.file.Path;

/**
 * What starting a recording takes, in order, on the boot loader's side ({@link AgentLifecycle}).
 */
final class AgentStarter {
  private final AgentConfig config;
  private final ProfileFile file;
  private final Instrumentation inst;
  private final Path agentJar;
  private final String version;
  private final boolean withJvm;

  /**
   * @param withJvm whether the agent starts with the JVM, not by an attach
   */
  AgentStarter(
      AgentConfig config,
      ProfileFile file,
      Instrumentation inst,
      Path agentJar,
      String version,
      boolean withJvm) {
    this.config = config;
    this.file = file;
    this.inst = inst;
    this.agentJar = agentJar;
    this.version = version;
    this.withJvm = withJvm;
  }

  /**
   * Starts recording and instruments the JDK. The thread that starts the agent is often the app's
   * main thread: what it does here is iobench's own work, never recorded.
   */
  Session start() throws Exception {
    Session[] session = new Session[1];
    IoDispatch.currentState().runIgnored(() -> session[0] = startRecording());
    return session[0];
  }

  private Session startRecording() throws Exception {
    IoDispatch.installFieldReader(StreamFieldReader.create(inst));
    Recording recording = new Recording(config, AgentLifecycle.STDERR);
    if (config.callSites) {
      recording.chargeWalksBy(ThreadCpuClock.of(inst));
    }
    AutoCloseable jfr =
        config.jfrEvents ? JfrSupport.start(recording, AgentLifecycle.STDERR) : () -> {};
    try {
      SnapshotJson json =
          new SnapshotJson(ProfileHeader.current(version, ProcessId.current(), command()));
      Snapshot warmUp = Warmup.run(config);
      IoDispatch.install(recording, recording.fallbackRecorder());
      ProfileScheduler scheduler =
          new ProfileScheduler(recording, json, file, config.intervalMillis, AgentLifecycle.STDERR);
      // On the writer's thread, off the app's start, and long before C2 would compile the agent.
      scheduler.start(
          withJvm && !config.ownCodeC2 ? () -> C2Exclusion.apply(inst) : () -> {}, warmUp);
      setByteBuddyQuiet();
      return new AgentSession(
          scheduler,
          recording,
          JdkClassTransformer.install(
              inst,
              InstrumentedClassCache.open(config.cacheDir, agentJar, AgentLifecycle.STDERR),
              AgentLifecycle.STDERR),
          LibraryEntryInstrumenter.start(
              inst,
              recording.libraryEntries,
              // Without call paths no entry is named in the profile: their counts would go unused.
              config.callSites
                  ? LibraryEntryMemory.open(config.cacheDir, AgentLifecycle.STDERR)
                  : LibraryEntryMemory.none(),
              AgentLifecycle.STDERR),
          jfr,
          file.path().toString());
    } catch (Exception | Error e) {
      AgentSession.closeQuietly(jfr);
      throw e;
    }
  }

  /**
   * On JDK 23+ Byte Buddy's class injector warns about sun.misc.Unsafe unless told not to use it.
   */
  private static void setByteBuddyQuiet() {
    if (System.getProperty("net.bytebuddy.safe") == null) {
      System.setProperty("net.bytebuddy.safe", "true");
    }
  }

  private static String command() {
    String c = System.getProperty("sun.java.command");
    return c != null ? c : "";
  }
}
