package io.iobench.agent;

import io.iobench.agent.recording.LibraryEntries;
import io.iobench.bootstrap.IoDispatch;
import java.lang.instrument.Instrumentation;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;

/**
 * Retransforms a library's class once a call path has shown the app entering the library by one of
 * its methods ({@link LibraryEntries}), so that the {@link LibraryEntryTransformer} adds the
 * counter of the app's calls to it. On a thread of its own: the walk that finds the method runs
 * inside an app's file call, and a retransformation there would stall it. The entries are kept for
 * the next JVM of the app ({@link LibraryEntryMemory}), whose classes get the counter as they load.
 */
final class LibraryEntryInstrumenter implements LibraryEntries.Instrumenter, AutoCloseable {
  private final Instrumentation inst;
  private final LibraryEntries entries;
  private final LibraryEntryTransformer transformer;
  private final LibraryEntryMemory memory;
  private final Consumer<String> errorLine;

  /** The classes to retransform: bounded by the entries', which hand over each method once. */
  private final LinkedBlockingQueue<Class<?>> pending = new LinkedBlockingQueue<>();

  private final Thread worker;
  private boolean failureReported;

  private LibraryEntryInstrumenter(
      Instrumentation inst,
      LibraryEntries entries,
      LibraryEntryMemory memory,
      Consumer<String> errorLine) {
    this.inst = inst;
    this.entries = entries;
    this.memory = memory;
    this.errorLine = errorLine;
    entries.remember(memory.remembered());
    this.transformer = LibraryEntryTransformer.install(inst, entries, errorLine);
    this.worker = new Thread(this::run, "iobench-library-entries");
    worker.setDaemon(true);
  }

  /**
   * Starts instrumenting the methods {@code entries} finds, and those {@code memory} remembers as
   * their classes load.
   */
  static LibraryEntryInstrumenter start(
      Instrumentation inst,
      LibraryEntries entries,
      LibraryEntryMemory memory,
      Consumer<String> errorLine) {
    LibraryEntryInstrumenter instrumenter =
        new LibraryEntryInstrumenter(inst, entries, memory, errorLine);
    instrumenter.worker.start();
    entries.instrumentWith(instrumenter);
    return instrumenter;
  }

  @Override
  public void instrument(Class<?> type, String method) {
    // The transformer finds the method's name in the entries: the class is all the worker needs.
    pending.offer(type);
  }

  private void run() {
    IoDispatch.currentState().ignoreForever();
    try {
      while (true) {
        retransform(pending.take());
        memory.keep(entries.all());
      }
    } catch (InterruptedException stopped) {
      // The agent stops: close() restores the classes changed so far.
    }
  }

  /** Retransforms the entry's class, so that the transformer adds the counter to its methods. */
  private void retransform(Class<?> type) {
    try {
      if (inst.isModifiableClass(type)) {
        inst.retransformClasses(type);
      }
    } catch (Throwable t) {
      if (!failureReported) {
        failureReported = true;
        errorLine.accept(
            "iobench: could not count the app's calls into "
                + type.getName()
                + ", its file calls are recorded without them: "
                + t);
      }
    }
  }

  /**
   * Hands out no more classes, waits for the one in hand, then takes the counters out of the
   * classes that have them.
   */
  @Override
  public void close() throws InterruptedException {
    entries.instrumentWith(null);
    worker.interrupt();
    worker.join(10_000);
    transformer.remove();
  }
}
