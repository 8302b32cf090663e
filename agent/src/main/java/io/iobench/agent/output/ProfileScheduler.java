package io.iobench.agent.output;

import io.iobench.agent.recording.Recording;
import io.iobench.agent.recording.Snapshot;
import io.iobench.agent.recording.SnapshotJson;
import io.iobench.bootstrap.IoDispatch;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;

/**
 * Writes the profile every interval and once more at JVM exit. Its threads mark themselves as
 * iobench's own, so writing the profile is never recorded in it.
 */
public final class ProfileScheduler {
  /** Dead threads are folded in at least this often, even when periodic writing is off. */
  private static final long HOUSEKEEPING_MILLIS = 2_000;

  private final Recording recording;
  private final SnapshotJson json;
  private final ProfileFile file;
  private final long intervalMillis;
  private final Consumer<String> errorLine;
  private final AtomicBoolean writeFailureReported = new AtomicBoolean();
  private final Object writeLock = new Object();
  private Thread housekeeper;
  private Thread shutdownHook;

  /** Set when the JVM exits: a warm-up write still under way then gives way to the real one. */
  private volatile boolean exiting;

  public ProfileScheduler(
      Recording recording,
      SnapshotJson json,
      ProfileFile file,
      long intervalMillis,
      Consumer<String> errorLine) {
    this.recording = recording;
    this.json = json;
    this.file = file;
    this.intervalMillis = intervalMillis;
    this.errorLine = errorLine;
  }

  /**
   * Starts the writer's thread, which first runs {@code first} (the agent's own set-up that need
   * not delay the app) and writes {@code warmUp} (a throw-away recording's) to nowhere, so that
   * writing a profile has its classes loaded and run once, on its own thread and not on the app's
   * start.
   */
  public synchronized void start(Runnable first, Snapshot warmUp) {
    housekeeper =
        new Thread(
            () -> {
              IoDispatch.currentState().ignoreForever();
              first.run();
              warmUp(warmUp);
              loop();
            },
            "iobench-writer");
    housekeeper.setDaemon(true);
    housekeeper.start();
    shutdownHook =
        new Thread(
            () -> {
              IoDispatch.currentState().ignoreForever();
              exiting = true;
              write(true);
            },
            "iobench-shutdown");
    Runtime.getRuntime().addShutdownHook(shutdownHook);
  }

  /**
   * Ends the recording's writing: the writer thread stops, the exit hook is removed, and the
   * profile is written once more, complete. The app's JVM keeps none of it.
   */
  public synchronized void stop() throws InterruptedException {
    if (housekeeper == null) {
      return;
    }
    housekeeper.interrupt();
    housekeeper.join(10_000);
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException exiting) {
      // The JVM is exiting: the hook writes the profile itself.
      return;
    } finally {
      housekeeper = null;
      shutdownHook = null;
    }
    write(true);
  }

  /**
   * Writes the warm-up snapshot to nowhere. A JVM that exits before it is done (a short-lived one's
   * exit comes a few hundred milliseconds after its start) stops it at its next buffer of output,
   * so that the profile's own write at exit does not wait for it.
   */
  private void warmUp(Snapshot snapshot) {
    synchronized (writeLock) {
      try {
        json.withoutFileSystems().write(snapshot, true, new AbandonedAtExit());
      } catch (Throwable t) {
        // Abandoned at exit; otherwise the profile's own writes report what is wrong.
      }
    }
  }

  /** Nowhere, until the JVM exits: then a write throws, which ends the write under way. */
  private final class AbandonedAtExit extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      checkNotExiting();
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      checkNotExiting();
    }

    private void checkNotExiting() throws IOException {
      if (exiting) {
        throw new IOException("the JVM exits");
      }
    }
  }

  private void loop() {
    long nextWrite =
        intervalMillis > 0 ? System.currentTimeMillis() + intervalMillis : Long.MAX_VALUE;
    while (true) {
      try {
        long now = System.currentTimeMillis();
        long wait = Math.min(HOUSEKEEPING_MILLIS, Math.max(1, nextWrite - now));
        Thread.sleep(wait);
        if (System.currentTimeMillis() >= nextWrite) {
          write(false);
          nextWrite = System.currentTimeMillis() + intervalMillis;
        } else {
          recording.retireDeadThreads();
        }
      } catch (InterruptedException e) {
        return;
      } catch (Throwable t) {
        report(t);
      }
    }
  }

  /** Takes a snapshot and writes it; at exit {@code complete} marks the profile final. */
  public void write(boolean complete) {
    synchronized (writeLock) {
      try {
        file.write(out -> json.write(recording.snapshot(), complete, out));
      } catch (Throwable t) {
        report(t);
      }
    }
  }

  private void report(Throwable t) {
    if (writeFailureReported.compareAndSet(false, true)) {
      errorLine.accept("iobench: could not write profile " + file.path() + ": " + t);
    }
  }
}
