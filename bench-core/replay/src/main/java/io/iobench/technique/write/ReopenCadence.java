package io.iobench.technique.write;

import io.iobench.workload.Workload;
import java.io.Closeable;
import java.io.IOException;

/**
 * The app's open cadence ({@link Workload#openEvery}): the file opened again, appending, before
 * every few writes, and closed after them. The first open is the caller's, as it creates (or
 * replaces) the file the way the app's first open found it; the cadence reopens for the rest. Its
 * {@link #snippet} is the loop such an app runs, around the calls of one way of writing.
 *
 * @param <C> what one open gives (a stream, a channel)
 */
final class ReopenCadence<C extends Closeable> implements Closeable {
  /** Opens the file again, appending. */
  interface Reopen<C> {
    C open() throws IOException;
  }

  private final long every;
  private final Reopen<C> reopen;
  private C current;
  private long sinceOpen;

  ReopenCadence(Workload w, C first, Reopen<C> reopen) {
    this.every = Math.max(1, w.openEvery());
    this.current = first;
    this.reopen = reopen;
  }

  /** What the next write goes through: the open one, or a new one when its writes are done. */
  C next() throws IOException {
    if (sinceOpen == every) {
      current.close();
      current = reopen.open();
      sinceOpen = 0;
    }
    sinceOpen++;
    return current;
  }

  @Override
  public void close() throws IOException {
    current.close();
  }

  /**
   * The app's loop: {@code buffer} declared, then per open ({@code open}, with {@code why} after
   * the comment that says the cadence) a few writes of {@code write}'s lines, each of {@code n}
   * bytes.
   */
  static String snippet(Workload w, String buffer, String why, String open, String... write) {
    long every = Math.max(1, w.openEvery());
    StringBuilder s =
        new StringBuilder(buffer)
            .append("\nfor (long pos = 0; pos < size; ) {\n  // an open (appending), ")
            .append(every)
            .append(" write(s) and a close, again and again")
            .append(why)
            .append("\n  try (")
            .append(open)
            .append(") {\n    for (int i = 0; i < ")
            .append(every)
            .append(" && pos < size; i++) {\n");
    for (String line : write) {
      s.append("      ").append(line).append('\n');
    }
    return s.append("      pos += n;\n    }\n  }\n}").toString();
  }
}
