package io.iobench.bootstrap;

import java.io.FileDescriptor;

/**
 * The only class that inlined advice calls. {@link #enter} opens a guarded call and {@link #exit}
 * closes it; a call made from inside another instrumented call on the same thread is not recorded
 * again, only its bytes are made available to the outer call.
 *
 * <p>Nothing here may throw into the app: the recorder catches its own failures, and the advice
 * that calls these methods suppresses any throwable as a last line of defence.
 */
public final class IoDispatch {
  /** Result value of a read at end of file. */
  public static final long EOF = -1;

  /** Result value that tells the recorder to use the bytes of the nested calls. */
  public static final long NESTED_BYTES = -2;

  /** {@link #exitReads}'s reads: the innermost instrumented calls the method made. */
  public static final long NESTED_CALLS = -2;

  private static final ThreadLocal<ThreadState> STATE =
      new ThreadLocal<ThreadState>() {
        @Override
        protected ThreadState initialValue() {
          return new ThreadState(Thread.currentThread().getId());
        }
      };

  /** Slots of {@link #BY_THREAD_ID}: a power of two, so a thread's slot is a mask of its id. */
  private static final int THREAD_SLOTS = 1024;

  /**
   * A direct-mapped cache of thread states by thread id in front of the ThreadLocal: after a system
   * call the caches are cold, and the ThreadLocal's chain of four dependent loads (thread, map,
   * table, entry) costs more than the rest of the hot path; this is two (thread, slot). A slot may
   * keep a finished thread's state, which holds no reference to its thread (at most {@value
   * #THREAD_SLOTS} small objects); thread ids are never reused, so for other threads it is simply a
   * miss.
   */
  private static final ThreadState[] BY_THREAD_ID = new ThreadState[THREAD_SLOTS];

  /**
   * One library call in this many, a thread's first among them, has its own time measured: its file
   * calls timed whole, two clock reads more each, some 60 ns; the mean own time of a sample stands
   * for every call.
   */
  static final int OWN_TIME_PERIOD = 16;

  /** A bit set in every stream id, so that no stream's id is 0, which means "unknown". */
  private static final int KNOWN_STREAM = 0x4000_0000;

  /** Map modes as {@link #mapMode} numbers them: the ordinals of the profile format's MapMode. */
  private static final int MAP_READ_ONLY = 0;

  private static final int MAP_READ_WRITE = 1;
  private static final int MAP_PRIVATE = 2;

  private static volatile RecorderFactory factory;
  private static volatile CallRecorder fallback;
  private static volatile FieldReader fisFields;

  private IoDispatch() {}

  /** Starts recording. Until this is called every hook returns at once. */
  public static void install(RecorderFactory recorderFactory, CallRecorder onFailure) {
    fallback = onFailure;
    factory = recorderFactory;
  }

  /** Stops recording; calls in flight finish normally. */
  public static void uninstall() {
    factory = null;
  }

  /** The state of the current thread; iobench's own code uses it to keep its work unrecorded. */
  public static ThreadState currentState() {
    Thread t = Thread.currentThread();
    long id = t.getId();
    int slot = (int) id & (THREAD_SLOTS - 1);
    ThreadState cached = BY_THREAD_ID[slot];
    if (cached != null && cached.threadId == id) {
      return cached;
    }
    ThreadState state = STATE.get();
    if (cached == null) {
      // First come keeps the slot: two busy threads sharing one would otherwise keep stealing
      // its cache line from each other; the second simply stays on the ThreadLocal.
      BY_THREAD_ID[slot] = state;
    }
    return state;
  }

  /**
   * Opens an instrumented call, called by the advice on entering the JDK method. Only the outer
   * call of a thread reaches the recorder (see {@link ThreadState}); nested ones only move the
   * guard.
   *
   * @return the state to pass to {@link #exit}, or null while not recording
   */
  public static ThreadState enter(
      String path,
      FileDescriptor fd,
      int op,
      Object stream,
      long position,
      long requested,
      int flags) {
    RecorderFactory f = factory;
    if (f == null) {
      return null;
    }
    ThreadState state = currentState();
    if (state.openPending) {
      recordPendingOpen(state);
    }
    if (!state.enterCall()) {
      return state;
    }
    // Inside a library call whose own time is measured, its file calls are timed whole, so that the
    // library's own time is known without the agent's.
    state.hookStartNanos = state.libraryDepth > 0 && state.libraryOwnTimed ? System.nanoTime() : 0;
    state.streamId = streamId(stream);
    state.position = position;
    state.requested = requested;
    state.flags = flags;
    CallRecorder recorder = state.recorder;
    if (recorder == null || state.recorderFactory != f) {
      // A thread's first call, or its first of a new recording after a stop and a start.
      recorder = newRecorder(f, state);
    }
    recorder.begin(state, path != null ? path : fdLabel(fd), op, stream);
    return state;
  }

  /** Whether a file class's {@code closed} field, a Boolean or an AtomicBoolean, says closed. */
  public static boolean isClosed(Object closed) {
    if (closed instanceof Boolean) {
      return (Boolean) closed;
    }
    return closed instanceof java.util.concurrent.atomic.AtomicBoolean
        && ((java.util.concurrent.atomic.AtomicBoolean) closed).get();
  }

  /**
   * As {@link #enter}, for an open by a path of the file system's own type (a channel factory's),
   * whose string is made only while recording.
   */
  public static ThreadState enterOpen(Object path, int op) {
    if (factory == null) {
      return null;
    }
    return enter(String.valueOf(path), null, op, null, -1, 0, 0);
  }

  /**
   * Closes the call {@link #enter} opened, called by the advice on leaving the JDK method, normally
   * or by a throwable.
   *
   * @param result the bytes moved, {@link #EOF}, or {@link #NESTED_BYTES} for the bytes of the
   *     nested calls
   */
  public static void exit(ThreadState state, long result, Throwable thrown) {
    if (state == null) {
      return;
    }
    if (state.exitCall(result)) {
      state.recorder.end(state, result, thrown);
      endOfHook(state);
    }
  }

  /**
   * As {@link #exit}, for an open: inside an opener ({@link ThreadState#inOpener}) an open that
   * succeeded is recorded when the opener returns ({@link #exitOpener}), with the opener's work
   * after it in its time; the state of the call stays as it is until then, as no other call of the
   * thread is made in between (one that is records the open first).
   */
  public static void exitOpen(ThreadState state, long result, Throwable thrown) {
    if (state == null) {
      return;
    }
    if (state.exitCall(result)) {
      if (state.inOpener && thrown == null) {
        state.pendingOpenResult = result;
        state.openPending = true;
        return;
      }
      state.inOpener = false;
      state.recorder.end(state, result, thrown);
      endOfHook(state);
    }
  }

  /**
   * Enters a JDK constructor that opens a file by its path and wraps the stream (a FileWriter's, a
   * FileReader's, a PrintWriter's): the app's call of it is the open, and its time the open's.
   * Never throws: it runs before the constructor's own code.
   */
  public static void enterOpener() {
    try {
      if (factory != null) {
        ThreadState state = currentState();
        if (state.idle()) {
          state.inOpener = true;
        }
      }
    } catch (Throwable t) {
      // Nothing of the agent's may reach the app.
    }
  }

  /**
   * Leaves the opener {@link #enterOpener} entered, on its normal return: the open made in it is
   * recorded now. Never throws.
   */
  public static void exitOpener() {
    try {
      ThreadState state = currentState();
      state.inOpener = false;
      if (state.openPending) {
        recordPendingOpen(state);
      }
    } catch (Throwable t) {
      // Nothing of the agent's may reach the app.
    }
  }

  private static void recordPendingOpen(ThreadState state) {
    state.openPending = false;
    state.inOpener = false;
    CallRecorder recorder = state.recorder;
    if (recorder != null) {
      recorder.end(state, state.pendingOpenResult, null);
      endOfHook(state);
    }
  }

  /** Adds the outer file call that just ended to its library call's file time, inside one. */
  private static void endOfHook(ThreadState state) {
    if (state.hookStartNanos != 0) {
      state.libraryFileNanos += System.nanoTime() - state.hookStartNanos;
      state.hookStartNanos = 0;
    }
  }

  /**
   * Closes a call of a method that reads the file in calls of its own (RandomAccessFile.readLine, a
   * DataInput method that reads byte by byte): the outer one is recorded as those reads, {@code
   * reads} calls of the file that moved {@code result} bytes together, the method's time shared
   * among them.
   *
   * @param result as for {@link #exit}
   * @param reads the reads the method made, or {@link #NESTED_CALLS} for the innermost instrumented
   *     calls it made (at least one)
   */
  public static void exitReads(ThreadState state, long result, long reads, Throwable thrown) {
    if (state == null) {
      return;
    }
    if (state.exitCall(result)) {
      long n = reads == NESTED_CALLS ? Math.max(1, state.nestedCalls()) : Math.max(1, reads);
      state.recorder.endReads(state, result, n, thrown);
      endOfHook(state);
    }
  }

  /**
   * Enters a library's method the app called (the agent adds this call at the method's start once a
   * call path has shown the app entering the library there), so that the file calls the library
   * makes can be counted per call of the app. Only the outermost of nested library calls counts.
   * Never throws: it is called from the library's own code.
   */
  public static void enterLibrary() {
    try {
      if (factory == null) {
        return;
      }
      ThreadState state = currentState();
      if (state.libraryDepth++ == 0) {
        state.librarySlotCount = 0;
        state.libraryAgentNanos = 0;
        state.libraryFileNanos = 0;
        state.libraryOwnTimed = (state.libraryCalls++ & (OWN_TIME_PERIOD - 1)) == 0;
        state.libraryStartNanos = System.nanoTime();
      }
    } catch (Throwable t) {
      // Nothing of the agent's may reach the app.
    }
  }

  /**
   * Leaves the library's method {@link #enterLibrary} entered, normally or by a throwable (the
   * agent adds this call before each return and in a handler of the whole method). A call that was
   * entered while not recording left no depth to leave. Never throws.
   */
  public static void exitLibrary() {
    try {
      ThreadState state = currentState();
      if (state.libraryDepth == 0 || --state.libraryDepth > 0) {
        return;
      }
      CallRecorder recorder = state.recorder;
      if (state.librarySlotCount > 0 && recorder != null) {
        long wall = System.nanoTime() - state.libraryStartNanos;
        recorder.endLibraryCall(
            state,
            Math.max(0, wall - state.libraryAgentNanos),
            state.libraryOwnTimed ? Math.max(0, wall - state.libraryFileNanos) : -1);
      }
    } catch (Throwable t) {
      // Nothing of the agent's may reach the app.
    }
  }

  /** A stream's identity for position tracking: its identity hash, never 0 (0 means unknown). */
  public static int streamId(Object stream) {
    return System.identityHashCode(stream) | KNOWN_STREAM;
  }

  /** Exit of {@code FileChannel.map}: also remembers which file the returned buffer maps. */
  public static void exitMap(ThreadState state, Object buffer, Throwable thrown) {
    if (state != null && state.inOuterCall() && buffer != null) {
      state.recorder.mapped(state, buffer);
    }
    exit(state, state == null || thrown != null ? 0 : state.requested, thrown);
  }

  /**
   * Total bytes remaining in {@code buffers[offset .. offset+length)}, tolerant of bad arguments.
   */
  public static long remaining(java.nio.ByteBuffer[] buffers, int offset, int length) {
    long total = 0;
    if (buffers == null || offset < 0 || length < 0 || offset > buffers.length - length) {
      return 0;
    }
    for (int i = offset; i < offset + length; i++) {
      if (buffers[i] != null) {
        total += buffers[i].remaining();
      }
    }
    return total;
  }

  /** {@link ThreadState#DIRECT_BUFFER} when the first buffer is direct, else 0. */
  public static int directFlag(java.nio.ByteBuffer[] buffers, int offset) {
    return buffers != null
            && offset >= 0
            && offset < buffers.length
            && buffers[offset] != null
            && buffers[offset].isDirect()
        ? ThreadState.DIRECT_BUFFER
        : 0;
  }

  /** Length of an array argument, 0 for null (the method itself will throw, not the advice). */
  public static long length(byte[] array) {
    return array == null ? 0 : array.length;
  }

  /** Bytes remaining in a buffer argument, 0 for null. */
  public static long remaining(java.nio.ByteBuffer buffer) {
    return buffer == null ? 0 : buffer.remaining();
  }

  /** {@link ThreadState#DIRECT_BUFFER} when a buffer argument is direct, else 0. */
  public static int directFlag(java.nio.ByteBuffer buffer) {
    return buffer != null && buffer.isDirect() ? ThreadState.DIRECT_BUFFER : 0;
  }

  /**
   * The number of a map mode: read-only, read-write or private (copy-on-write); the JDK's sync
   * variants count as their base. By name, because the sync variants are JDK-internal.
   */
  public static int mapMode(Object mode) {
    String name = String.valueOf(mode);
    if (name.startsWith("READ_ONLY")) {
      return MAP_READ_ONLY;
    }
    if (name.startsWith("READ_WRITE")) {
      return MAP_READ_WRITE;
    }
    return MAP_PRIVATE;
  }

  /** {@link #primitiveSize} of a data method whose size varies (readUTF, writeUTF). */
  public static final long VARYING_SIZE = -1;

  /** {@link #primitiveSize} of a method that is not one of RandomAccessFile's data methods. */
  public static final long NOT_A_DATA_METHOD = Long.MIN_VALUE;

  /**
   * Size of RandomAccessFile's DataInput/DataOutput methods of one value by name, or {@link
   * #VARYING_SIZE} where it varies: those take the bytes of the reads and writes they make. The
   * cases are the one list of these methods: the agent instruments the methods this knows.
   */
  public static long primitiveSize(String method) {
    switch (method) {
      case "readBoolean":
      case "readByte":
      case "readUnsignedByte":
      case "writeBoolean":
      case "writeByte":
        return 1;
      case "readShort":
      case "readUnsignedShort":
      case "readChar":
      case "writeShort":
      case "writeChar":
        return 2;
      case "readInt":
      case "readFloat":
      case "writeInt":
      case "writeFloat":
        return 4;
      case "readLong":
      case "readDouble":
      case "writeLong":
      case "writeDouble":
        return 8;
      case "readUTF":
      case "writeUTF":
        return VARYING_SIZE;
      default:
        return NOT_A_DATA_METHOD;
    }
  }

  /**
   * The bytes an open of {@code path} is about to truncate: its length when recording, not
   * appending and the file holds data; else 0. One stat per such open, none while not recording.
   */
  public static long truncating(String path, boolean append) {
    if (append || path == null || factory == null) {
      return 0;
    }
    return new java.io.File(path).length();
  }

  /** Path of a FileInputStream seen from InputStream's methods, which cannot read its fields. */
  public static String pathOf(Object fileInputStream) {
    FieldReader reader = fisFields;
    return reader == null ? null : reader.path(fileInputStream);
  }

  /** Descriptor of a FileInputStream seen from InputStream's methods. */
  public static FileDescriptor fdOf(Object fileInputStream) {
    FieldReader reader = fisFields;
    return reader == null ? null : reader.fd(fileInputStream);
  }

  /** Installs the reader of FileInputStream's private fields; the agent opens java.io for it. */
  public static void installFieldReader(FieldReader reader) {
    fisFields = reader;
  }

  /** Reads private fields of a JDK stream; implemented by the agent with method handles. */
  public interface FieldReader {
    String path(Object stream);

    FileDescriptor fd(Object stream);
  }

  /** Label for a stream or channel opened from a file descriptor rather than a path. */
  public static String fdLabel(FileDescriptor fd) {
    if (fd == FileDescriptor.in) {
      return "<stdin>";
    }
    if (fd == FileDescriptor.out) {
      return "<stdout>";
    }
    if (fd == FileDescriptor.err) {
      return "<stderr>";
    }
    return "<file descriptor>";
  }

  private static CallRecorder newRecorder(RecorderFactory f, ThreadState state) {
    CallRecorder recorder;
    try {
      recorder = f.newRecorder(Thread.currentThread());
    } catch (Throwable t) {
      recorder = null;
    }
    if (recorder == null) {
      recorder = fallback;
    }
    state.recorder = recorder;
    state.recorderFactory = f;
    return recorder;
  }
}
