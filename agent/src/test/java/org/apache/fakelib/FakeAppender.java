package org.apache.fakelib;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * Stands for a library's appender (its package is one the agent knows as a library's): it writes an
 * event through a JDK decorator and flushes it, as a logging framework does by default.
 */
public final class FakeAppender {
  private final BufferedOutputStream out;

  public FakeAppender(OutputStream file) {
    this.out = new BufferedOutputStream(file, 64);
  }

  public void append(String event) {
    try {
      out.write(event.getBytes(StandardCharsets.UTF_8));
      out.flush();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
