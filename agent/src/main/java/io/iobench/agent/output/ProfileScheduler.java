package io.iobench.agent.output;

import io.iobench.agent.recording.Recording;
import io.iobench.agent.recording.SnapshotJson;
import io.iobench.bootstrap.IoDispatch;
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

  public void start() {
    Thread housekeeper = new Thread(this::loop, "iobench-writer");
    housekeeper.setDaemon(true);
    housekeeper.start();
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  IoDispatch.currentState().ignoreForever();
                  write(true);
                },
                "iobench-shutdown"));
  }

  private void loop() {
    IoDispatch.currentState().ignoreForever();
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
