package io.iobench.replay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** A running {@link Worker} JVM, seen from the runner. */
final class WorkerProcess implements AutoCloseable {
  /**
   * A round that takes longer than this is taken to hang: its JVM is killed and the technique
   * fails.
   */
  static final long ROUND_TIMEOUT_SECONDS = 600;

  private static final java.util.concurrent.ScheduledExecutorService WATCHDOG =
      java.util.concurrent.Executors.newSingleThreadScheduledExecutor(
          r -> {
            Thread t = new Thread(r, "iobench-worker-watchdog");
            t.setDaemon(true);
            return t;
          });

  private final Process process;
  private final Writer toWorker;
  private final BufferedReader fromWorker;
  private final Path errors;
  private boolean killed;
  private boolean quitSent;

  private WorkerProcess(Process process, Path errors) {
    this.process = process;
    this.errors = errors;
    this.toWorker = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    this.fromWorker =
        new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
  }

  /**
   * Starts a worker JVM with the same java and class path as this one; its stderr goes to {@code
   * errors}.
   */
  static WorkerProcess start(List<String> jvmArgs, WorkerMessages.Setup setup, Path errors)
      throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmArgs);
    command.add("-cp");
    command.add(absoluteClassPath());
    command.add(Worker.class.getName());
    Process process =
        new ProcessBuilder(command)
            .redirectError(ProcessBuilder.Redirect.appendTo(errors.toFile()))
            .start();
    WorkerProcess worker = new WorkerProcess(process, errors);
    worker.send(RecordLines.write(setup));
    return worker;
  }

  /**
   * This JVM's class path with every entry made absolute: the same wherever the worker starts, as a
   * class-data sharing archive of it requires.
   */
  private static String absoluteClassPath() {
    List<String> entries = new ArrayList<>();
    for (String entry : System.getProperty("java.class.path").split(java.io.File.pathSeparator)) {
      entries.add(entry.isEmpty() ? entry : Path.of(entry).toAbsolutePath().toString());
    }
    return String.join(java.io.File.pathSeparator, entries);
  }

  /** Runs one round as planned and waits for its reply. */
  WorkerMessages.RoundReply round(RoundPlan plan) throws IOException {
    send(RecordLines.write(plan));
    java.util.concurrent.atomic.AtomicBoolean killed =
        new java.util.concurrent.atomic.AtomicBoolean();
    var watchdog =
        WATCHDOG.schedule(
            () -> {
              killed.set(true);
              process.destroyForcibly();
            },
            ROUND_TIMEOUT_SECONDS,
            TimeUnit.SECONDS);
    String line;
    try {
      line = fromWorker.readLine();
    } finally {
      watchdog.cancel(false);
    }
    if (line == null) {
      throw new IOException(
          killed.get()
              ? "round did not finish in " + ROUND_TIMEOUT_SECONDS + " s; its JVM was stopped"
              : "worker JVM exited" + exitText() + lastError());
    }
    return RecordLines.read(line, WorkerMessages.RoundReply.class);
  }

  private void send(String line) throws IOException {
    toWorker.write(line);
    toWorker.write('\n');
    toWorker.flush();
  }

  private String exitText() {
    try {
      if (process.waitFor(5, TimeUnit.SECONDS)) {
        return " with status " + process.exitValue();
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    return "";
  }

  /** The last line the worker printed on stderr, which usually names the problem. */
  private String lastError() {
    try {
      List<String> lines = java.nio.file.Files.readAllLines(errors, StandardCharsets.UTF_8);
      for (int i = lines.size() - 1; i >= 0; i--) {
        if (!lines.get(i).isBlank()) {
          return ": " + lines.get(i).trim();
        }
      }
    } catch (IOException ignored) {
      // Nothing more to say than that it exited.
    }
    return "";
  }

  /** Whether the JVM exited by itself with status 0 when it was closed. */
  boolean exitedCleanly() {
    return !process.isAlive() && process.exitValue() == 0 && !killed;
  }

  /**
   * Tells the worker to exit, without waiting: a plan quits all its workers before it waits for
   * any, so that they exit at once rather than one after the other.
   */
  void quit() {
    if (quitSent) {
      return;
    }
    quitSent = true;
    try {
      send("quit");
      toWorker.close();
    } catch (IOException e) {
      // Its stdin is gone: it has exited or is about to; close() finds out which.
    }
  }

  @Override
  public void close() {
    quit();
    try {
      if (!process.waitFor(10, TimeUnit.SECONDS)) {
        killed = true;
        process.destroyForcibly();
      }
    } catch (InterruptedException e) {
      killed = true;
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }
}
