package io.iobench.replay;

import java.io.PrintStream;
import java.util.Locale;

/**
 * A progress bar on stderr: redrawn in place on a terminal, and on other outputs (CI logs, pipes)
 * one line per tenth of the work, so a log is not flooded.
 */
public final class ConsoleProgress implements ProgressListener {
  private static final int WIDTH = 30;

  private final PrintStream out;
  private final boolean terminal;
  private int lastTenth = -1;
  private int lastLength;

  public ConsoleProgress(PrintStream out, boolean terminal) {
    this.out = out;
    this.terminal = terminal;
  }

  /** Progress on stderr, redrawn when a terminal is attached. */
  public static ConsoleProgress onStderr() {
    return new ConsoleProgress(System.err, System.console() != null);
  }

  @Override
  public void progress(int done, int total, String current, long remainingNanos) {
    int percent = total == 0 ? 100 : (int) (100L * done / total);
    String left = remainingNanos < 0 ? "estimating" : format(remainingNanos) + " left";
    if (terminal) {
      int filled = total == 0 ? WIDTH : (int) ((long) WIDTH * done / total);
      String line =
          String.format(
              Locale.ROOT,
              "[%s%s] %3d%% %s, %s",
              "#".repeat(filled),
              ".".repeat(WIDTH - filled),
              percent,
              current,
              left);
      out.print("\r" + line + " ".repeat(Math.max(0, lastLength - line.length())));
      out.flush();
      lastLength = line.length();
    } else if (percent / 10 != lastTenth) {
      lastTenth = percent / 10;
      out.printf(Locale.ROOT, "iobench: %3d%% %s, %s%n", percent, current, left);
    }
  }

  @Override
  public void finished() {
    if (terminal && lastLength > 0) {
      out.print("\r" + " ".repeat(lastLength) + "\r");
      out.flush();
    }
  }

  static String format(long nanos) {
    long seconds = Math.max(0, Math.round(nanos / 1e9));
    return String.format(Locale.ROOT, "%d:%02d", seconds / 60, seconds % 60);
  }
}
