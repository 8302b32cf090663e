package io.iobench.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What reaches the recorder through the dispatcher, as inlined advice calls it. Each test runs on a
 * thread of its own, because a thread's state lives as long as the thread.
 */
class IoDispatchTest {
  /** Operation numbers as advice would pass them; the dispatcher hands them on unread. */
  private static final int FIS_READ = 0;

  private static final int FOS_WRITE = 5;
  private static final int FOS_OPEN = 6;
  private static final int RAF_READ = 7;
  private static final int RAF_READ_FULLY = 8;
  private static final int RAF_READ_DATA = 9;
  private static final int RAF_READ_LINE = 10;
  private static final int MBB_MAP = 26;
  private final List<String> calls = new ArrayList<>();

  @AfterEach
  void uninstall() {
    IoDispatch.uninstall();
  }

  /** JDK 11's RandomAccessFile keeps {@code closed} in an AtomicBoolean, the rest in a boolean. */
  @Test
  void closedIsReadFromABooleanOrAnAtomicBoolean() {
    assertTrue(IoDispatch.isClosed(Boolean.TRUE));
    assertFalse(IoDispatch.isClosed(Boolean.FALSE));
    assertTrue(IoDispatch.isClosed(new java.util.concurrent.atomic.AtomicBoolean(true)));
    assertFalse(IoDispatch.isClosed(new java.util.concurrent.atomic.AtomicBoolean(false)));
    assertFalse(IoDispatch.isClosed(null), "a field of another type: a close to record");
  }

  @Test
  void onlyTheOuterCallIsRecordedWithTheBytesOfItsNestedCalls() throws Exception {
    install();
    onNewThread(
        () -> {
          ThreadState outer = IoDispatch.enter("/data/a", null, RAF_READ_FULLY, this, -1, 8, 0);
          ThreadState inner = IoDispatch.enter("/data/a", null, RAF_READ, this, -1, 8, 0);
          IoDispatch.exit(inner, 5, null);
          IoDispatch.exit(IoDispatch.enter("/data/a", null, RAF_READ, this, -1, 3, 0), 3, null);
          IoDispatch.exit(outer, IoDispatch.NESTED_BYTES, null);
        });
    assertEquals(List.of("begin /data/a op " + RAF_READ_FULLY, "end -2 nested 8"), calls);
  }

  /**
   * {@code new FileWriter(file)}: the stream's open inside it is recorded when the constructor
   * returns, after the encoder the constructor makes; an open outside an opener, or one that
   * failed, at its own end.
   */
  @Test
  void anOpenInsideAnOpenerIsRecordedWhenTheOpenerReturns() throws Exception {
    install();
    onNewThread(
        () -> {
          IoDispatch.enterOpener();
          ThreadState open = IoDispatch.enter("/data/a", null, FOS_OPEN, this, -1, -1, 0);
          IoDispatch.exitOpen(open, 0, null);
          calls.add("encoder made");
          IoDispatch.exitOpener();
          IoDispatch.exitOpen(
              IoDispatch.enter("/data/b", null, FOS_OPEN, this, -1, -1, 0), 0, null);
          IoDispatch.enterOpener();
          IoDispatch.exitOpen(
              IoDispatch.enter("/data/c", null, FOS_OPEN, this, -1, -1, 0),
              0,
              new java.io.FileNotFoundException());
        });
    assertEquals(
        List.of(
            "begin /data/a op " + FOS_OPEN,
            "encoder made",
            "end 0 nested 0",
            "begin /data/b op " + FOS_OPEN,
            "end 0 nested 0",
            "begin /data/c op " + FOS_OPEN,
            "end 0 nested 0"),
        calls);
  }

  /**
   * An opener that threw before its open never returns to say so: the open the thread makes next is
   * recorded by the call after it, before that call, and none is lost or recorded twice.
   */
  @Test
  void anOpenerThatThrewDelaysTheNextOpenOnlyToTheNextCall() throws Exception {
    install();
    onNewThread(
        () -> {
          IoDispatch.enterOpener(); // new FileWriter((String) null): NullPointerException
          IoDispatch.exitOpen(
              IoDispatch.enter("/data/a", null, FOS_OPEN, this, -1, -1, 0), 7, null);
          calls.add("app work");
          IoDispatch.exit(IoDispatch.enter("/data/a", null, FOS_WRITE, this, -1, 3, 0), 3, null);
          IoDispatch.exitOpen(
              IoDispatch.enter("/data/b", null, FOS_OPEN, this, -1, -1, 0), 0, null);
        });
    assertEquals(
        List.of(
            "begin /data/a op " + FOS_OPEN,
            "app work",
            "end 7 nested 0",
            "begin /data/a op " + FOS_WRITE,
            "end 3 nested 0",
            "begin /data/b op " + FOS_OPEN,
            "end 0 nested 0"),
        calls);
  }

  /**
   * readLong on JDK 17: eight read() calls inside it, which the outer call is recorded as; a call
   * that knows its reads itself (readLine) gives them, and a nested one hands only its bytes on.
   */
  @Test
  void aMethodThatReadsInCallsOfItsOwnIsRecordedAsThoseReads() throws Exception {
    install();
    onNewThread(
        () -> {
          ThreadState readLong = IoDispatch.enter("/data/a", null, RAF_READ_DATA, this, -1, 8, 0);
          for (int i = 0; i < 8; i++) {
            IoDispatch.exit(IoDispatch.enter("/data/a", null, RAF_READ, this, -1, 1, 0), 1, null);
          }
          IoDispatch.exitReads(readLong, 8, IoDispatch.NESTED_CALLS, null);

          ThreadState readInt = IoDispatch.enter("/data/a", null, RAF_READ_DATA, this, -1, 4, 0);
          IoDispatch.exitReads(readInt, 4, IoDispatch.NESTED_CALLS, null);

          ThreadState outer = IoDispatch.enter("/data/a", null, RAF_READ_FULLY, this, -1, 8, 0);
          ThreadState line = IoDispatch.enter("/data/a", null, RAF_READ_LINE, this, -1, -1, 0);
          IoDispatch.exitReads(line, 6, 7, null);
          IoDispatch.exit(outer, IoDispatch.NESTED_BYTES, null);
        });
    assertEquals(
        List.of(
            "begin /data/a op " + RAF_READ_DATA,
            "end 8 reads 8",
            "begin /data/a op " + RAF_READ_DATA,
            "end 4 reads 1",
            "begin /data/a op " + RAF_READ_FULLY,
            "end -2 nested 6"),
        calls);
  }

  @Test
  void aThreadIgnoredForeverIsNeverRecorded() throws Exception {
    install();
    onNewThread(
        () -> {
          IoDispatch.currentState().ignoreForever();
          for (int i = 0; i < 3; i++) {
            ThreadState s = IoDispatch.enter("/profile.json", null, FOS_WRITE, this, -1, 1, 0);
            IoDispatch.exitMap(s, new Object(), null);
            IoDispatch.exit(IoDispatch.enter("/x", null, FOS_WRITE, this, -1, 1, 0), 1, null);
          }
        });
    assertEquals(List.of(), calls);
  }

  @Test
  void iobenchsOwnWorkIsNotRecordedButWhatFollowsIs() throws Exception {
    install();
    onNewThread(
        () -> {
          IoDispatch.currentState()
              .runIgnored(
                  () ->
                      IoDispatch.exit(
                          IoDispatch.enter("/agent.jar", null, FIS_READ, this, -1, 1, 0), 1, null));
          IoDispatch.exit(IoDispatch.enter("/data/b", null, FIS_READ, this, -1, 1, 0), 1, null);
        });
    assertEquals(List.of("begin /data/b op " + FIS_READ, "end 1 nested 0"), calls);
  }

  @Test
  void aMappingIsRememberedOnlyForTheOuterCall() throws Exception {
    install();
    Object outerBuffer = new Object();
    onNewThread(
        () -> {
          ThreadState outer = IoDispatch.enter("/data/m", null, MBB_MAP, this, -1, 64, 0);
          ThreadState inner = IoDispatch.enter("/data/m", null, MBB_MAP, this, -1, 64, 0);
          IoDispatch.exitMap(inner, new Object(), null);
          IoDispatch.exitMap(outer, outerBuffer, null);
        });
    assertEquals(
        List.of(
            "begin /data/m op " + MBB_MAP,
            "mapped " + System.identityHashCode(outerBuffer),
            "end 64 nested 64"),
        calls);
  }

  /**
   * A library call's time is the app's: the recorder's own work inside it (a walk of the stack it
   * says it spent {@code libraryAgentNanos} on) is left out, or a sampled call's walk of tens of
   * microseconds would be counted as the library's.
   */
  @Test
  void theRecordersOwnTimeIsLeftOutOfALibraryCall() throws Exception {
    long agentMillis = 200;
    IoDispatch.install(
        thread ->
            new ListingRecorder(calls) {
              @Override
              public void end(ThreadState state, long result, Throwable thrown) {
                long start = System.nanoTime();
                try {
                  Thread.sleep(agentMillis);
                } catch (InterruptedException e) {
                  Thread.currentThread().interrupt();
                }
                state.libraryAgentNanos += System.nanoTime() - start;
                state.librarySlots[state.librarySlotCount++] = "slot";
              }
            },
        new ListingRecorder(calls));
    AtomicReference<Long> outside = new AtomicReference<>();
    onNewThread(
        () -> {
          long start = System.nanoTime();
          IoDispatch.enterLibrary();
          IoDispatch.exit(IoDispatch.enter("/data/l", null, FOS_WRITE, this, -1, 4, 0), 4, null);
          IoDispatch.exitLibrary();
          outside.set(System.nanoTime() - start);
        });
    assertEquals("begin /data/l op " + FOS_WRITE, calls.get(0));
    assertTrue(calls.get(1).startsWith("library "), calls.toString());
    long nanos = Long.parseLong(calls.get(1).split(" ")[1]);
    assertTrue(outside.get() >= agentMillis * 1_000_000, "the call took the recorder's time");
    assertTrue(
        nanos >= 0 && nanos < agentMillis * 1_000_000 / 2,
        "the library call took " + nanos + " ns of its own");
  }

  /**
   * A library's own time is its call's time less the file calls made in it, each from entering its
   * hook to leaving it: the system call and all the recorder did around it, the work before a call
   * is timed included, which no clock of the recorder's own can see.
   */
  @Test
  void aLibrarysOwnTimeLeavesOutItsFileCallsAndTheRecordersWorkAroundThem() throws Exception {
    long recorderMillis = 100;
    long libraryMillis = 150;
    IoDispatch.install(
        thread ->
            new ListingRecorder(calls) {
              @Override
              public void begin(ThreadState state, String path, int op, Object stream) {
                sleep(recorderMillis);
              }

              @Override
              public void end(ThreadState state, long result, Throwable thrown) {
                sleep(recorderMillis);
                state.librarySlots[state.librarySlotCount++] = "slot";
              }
            },
        new ListingRecorder(calls));
    onNewThread(
        () -> {
          IoDispatch.enterLibrary();
          sleep(libraryMillis);
          IoDispatch.exit(IoDispatch.enter("/data/l", null, FOS_WRITE, this, -1, 4, 0), 4, null);
          // A call made outside any library call is not timed whole.
          IoDispatch.exitLibrary();
          ThreadState outside = IoDispatch.enter("/data/l", null, FOS_WRITE, this, -1, 4, 0);
          assertEquals(0, outside.hookStartNanos);
          IoDispatch.exit(outside, 4, null);
        });
    assertTrue(calls.get(0).startsWith("library "), calls.toString());
    String[] words = calls.get(0).split(" ");
    long nanos = Long.parseLong(words[1]);
    long own = Long.parseLong(words[3]);
    long millis = 1_000_000;
    assertTrue(nanos >= (libraryMillis + 2 * recorderMillis) * millis, calls.toString());
    assertTrue(
        own >= libraryMillis * millis && own < (libraryMillis + recorderMillis) * millis,
        "the library's own time is " + own + " ns");
  }

  /**
   * One library call in {@link IoDispatch#OWN_TIME_PERIOD} of a thread's, its first among them, has
   * its own time measured; the others pay no clock read for it and report none (-1).
   */
  @Test
  void aSampleOfTheLibraryCallsHasItsOwnTimeMeasured() throws Exception {
    IoDispatch.install(
        thread ->
            new ListingRecorder(calls) {
              @Override
              public void begin(ThreadState state, String path, int op, Object stream) {}

              @Override
              public void end(ThreadState state, long result, Throwable thrown) {
                state.librarySlots[state.librarySlotCount++] = "slot";
              }
            },
        new ListingRecorder(calls));
    int libraryCalls = 2 * IoDispatch.OWN_TIME_PERIOD + 1;
    onNewThread(
        () -> {
          for (int i = 0; i < libraryCalls; i++) {
            IoDispatch.enterLibrary();
            ThreadState file = IoDispatch.enter("/data/l", null, FOS_WRITE, this, -1, 4, 0);
            assertEquals(
                i % IoDispatch.OWN_TIME_PERIOD == 0, file.hookStartNanos != 0, "call " + i);
            IoDispatch.exit(file, 4, null);
            IoDispatch.exitLibrary();
          }
        });
    assertEquals(libraryCalls, calls.size(), calls.toString());
    for (int i = 0; i < libraryCalls; i++) {
      long own = Long.parseLong(calls.get(i).split(" ")[3]);
      assertEquals(i % IoDispatch.OWN_TIME_PERIOD == 0, own >= 0, calls.get(i));
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void nothingIsRecordedWhileNotInstalled() throws Exception {
    onNewThread(() -> assertNull(IoDispatch.enter("/data/c", null, FIS_READ, this, -1, 1, 0)));
    assertEquals(List.of(), calls);
  }

  @Test
  void eachThreadHasItsOwnState() throws Exception {
    ThreadState mine = IoDispatch.currentState();
    assertSame(mine, IoDispatch.currentState());
    assertEquals(Thread.currentThread().getId(), mine.threadId);
    AtomicReference<ThreadState> other = new AtomicReference<>();
    onNewThread(
        () -> {
          other.set(IoDispatch.currentState());
          assertSame(other.get(), IoDispatch.currentState());
          assertEquals(Thread.currentThread().getId(), other.get().threadId);
        });
    assertNotSame(mine, other.get());
  }

  private void install() {
    IoDispatch.install(thread -> new ListingRecorder(calls), new ListingRecorder(calls));
  }

  /** Runs {@code body} on a new thread, rethrowing what it threw. */
  private static void onNewThread(Body body) throws Exception {
    AtomicReference<Throwable> failure = new AtomicReference<>();
    Thread t =
        new Thread(
            () -> {
              try {
                body.run();
              } catch (Throwable e) {
                failure.set(e);
              }
            });
    t.start();
    t.join();
    if (failure.get() instanceof Exception) {
      throw (Exception) failure.get();
    }
    if (failure.get() != null) {
      throw new AssertionError(failure.get());
    }
  }

  private interface Body {
    void run() throws Exception;
  }

  /** Lists the calls it is given, as text. */
  private static class ListingRecorder extends CallRecorder {
    private final List<String> calls;

    ListingRecorder(List<String> calls) {
      this.calls = calls;
    }

    @Override
    public void begin(ThreadState state, String path, int op, Object stream) {
      calls.add("begin " + path + " op " + op);
    }

    @Override
    public void end(ThreadState state, long result, Throwable thrown) {
      calls.add("end " + result + " nested " + state.nestedBytes());
    }

    @Override
    public void endReads(ThreadState state, long result, long reads, Throwable thrown) {
      calls.add("end " + result + " reads " + reads);
    }

    @Override
    public void mapped(ThreadState state, Object buffer) {
      calls.add("mapped " + System.identityHashCode(buffer));
    }

    @Override
    public void endLibraryCall(ThreadState state, long nanos, long ownNanos) {
      calls.add("library " + nanos + " own " + ownNanos);
    }
  }
}
