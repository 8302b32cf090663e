package io.iobench.itapps;

/**
 * {@link ExactIo}'s calls, then a pause before the JVM exits, so that a periodic JFR event reports
 * them at least once while the agent is still recording.
 *
 * <p>Usage: {@code LingeringExactIo DIR MILLIS}
 */
public final class LingeringExactIo {
  private LingeringExactIo() {}

  public static void main(String[] args) throws Exception {
    ExactIo.main(new String[] {args[0]});
    Thread.sleep(Long.parseLong(args[1]));
  }
}
