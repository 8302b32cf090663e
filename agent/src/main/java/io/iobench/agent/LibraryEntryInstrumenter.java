package io.iobench.agent;

import io.iobench.agent.recording.LibraryEntries;
import io.iobench.bootstrap.IoDispatch;
import java.lang.instrument.Instrumentation;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import net.bytebuddy.agent.builder.AgentBuilder;
import net.bytebuddy.agent.builder.ResettableClassFileTransformer;

/**
 * Retransforms a library's class once a call path has shown the app entering the library by one of
 * its methods ({@link LibraryEntries}), so that the transformer {@link
 * Instrumenter#installLibraryEntries} made adds {@link io.iobench.agent.advice.LibraryEntryAdvice}
 * to it. On a thread of its own: the walk that finds the method runs inside an app's file call, and
 * a retransformation there would stall it.
 */
final class LibraryEntryInstrumenter implements LibraryEntries.Instrumenter, AutoCloseable {
  /**
   * How long the instrumenter waits, in steps of {@link #WAIT_STEP_MILLIS}, for the call that found
   * an entry to end: a call of a library method that lasts longer is not one of many calls of the
   * app into it (a server's start, a job's run), and is left uncounted.
   */
  static final int WAIT_STEPS = 200;

  static final long WAIT_STEP_MILLIS = 10;

  private final Instrumentation inst;
  private final LibraryEntries entries;
  private final ResettableClassFileTransformer transformer;
  private final Consumer<String> errorLine;

  /** Bounded by the entries', which hand over each method at most once. */
  private final LinkedBlockingQueue<Entry> pending = new LinkedBlockingQueue<>();

  private final Thread worker;
  private boolean failureReported;

  private LibraryEntryInstrumenter(
      Instrumentation inst, LibraryEntries entries, Consumer<String> errorLine) {
    this.inst = inst;
    this.entries = entries;
    this.errorLine = errorLine;
    this.transformer = Instrumenter.installLibraryEntries(inst, errorLine, entries);
    this.worker = new Thread(this::run, "iobench-library-entries");
    worker.setDaemon(true);
  }

  /** Starts instrumenting the methods {@code entries} finds. */
  static LibraryEntryInstrumenter start(
      Instrumentation inst, LibraryEntries entries, Consumer<String> errorLine) {
    LibraryEntryInstrumenter instrumenter = new LibraryEntryInstrumenter(inst, entries, errorLine);
    instrumenter.worker.start();
    entries.instrumentWith(instrumenter);
    return instrumenter;
  }

  @Override
  public void instrument(Class<?> type, String method, Thread finder) {
    pending.offer(new Entry(type, method, finder));
  }

  private void run() {
    IoDispatch.currentState().ignoreForever();
    try {
      while (true) {
        retransform(pending.take());
      }
    } catch (InterruptedException stopped) {
      // The agent stops: close() restores the classes changed so far.
    }
  }

  /**
   * Retransforms the entry's class once the call that found it has ended: a method retransformed
   * while a thread runs it stays on that thread's stack as its old, obsolete version, which JDK
   * 25's stack walks name {@code throwNoSuchMethodError}, so the call paths walked during the rest
   * of that call would name a method the library does not have.
   */
  private void retransform(Entry entry) throws InterruptedException {
    for (int step = 0; entry.onFindersStack(); step++) {
      if (step == WAIT_STEPS) {
        entries.forget(entry.type.getName(), entry.method);
        return;
      }
      Thread.sleep(WAIT_STEP_MILLIS);
    }
    try {
      if (inst.isModifiableClass(entry.type)) {
        inst.retransformClasses(entry.type);
      }
    } catch (Throwable t) {
      if (!failureReported) {
        failureReported = true;
        errorLine.accept(
            "iobench: could not count the app's calls into "
                + entry.type.getName()
                + ", its file calls are recorded without them: "
                + t);
      }
    }
  }

  /** A library method to instrument, and the thread whose walk found it. */
  private static final class Entry {
    final Class<?> type;
    final String method;
    final Thread finder;

    Entry(Class<?> type, String method, Thread finder) {
      this.type = type;
      this.method = method;
      this.finder = finder;
    }

    boolean onFindersStack() {
      for (StackTraceElement frame : finder.getStackTrace()) {
        if (frame.getMethodName().equals(method) && frame.getClassName().equals(type.getName())) {
          return true;
        }
      }
      return false;
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
    transformer.reset(inst, AgentBuilder.RedefinitionStrategy.RETRANSFORMATION);
  }
}
