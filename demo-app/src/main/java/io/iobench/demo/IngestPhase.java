package io.iobench.demo;

import java.io.BufferedInputStream;
import java.io.FileInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.Arrays;

/**
 * Phase 2: parses events.log into an {@link EventTable}, counting events per action and folding
 * every field into a checksum.
 */
final class IngestPhase extends Phase {
  private EventTable table;

  IngestPhase(Workspace ws) {
    super("ingest", ws);
  }

  /** The parsed events, for the phases after this one. */
  EventTable events() {
    if (table == null) {
      throw new IllegalStateException("ingest has not run");
    }
    return table;
  }

  @Override
  public void run(boolean tuned) throws IOException {
    try (InputStream in = tuned ? tuned() : mistake()) {
      table = parse(in);
    }
  }

  /**
   * The mistake: the byte-at-a-time parser below reads straight from a FileInputStream, so each
   * read() is a system call returning a single byte.
   */
  private InputStream mistake() throws IOException {
    return new FileInputStream(ws.eventsLog.toFile());
  }

  /**
   * The fix: the same parser over an 8 KiB BufferedInputStream. read() is now an array access
   * almost every time; the parser does not change at all.
   */
  private InputStream tuned() throws IOException {
    return new BufferedInputStream(new FileInputStream(ws.eventsLog.toFile()), 8192);
  }

  /** Parsing the events from a copy of the log in the heap. */
  @Override
  public long timeWorkWithoutIo() throws IOException {
    InputStream log = new MemoryInput(Files.readAllBytes(ws.eventsLog));
    long start = System.nanoTime();
    table = parse(log);
    return System.nanoTime() - start;
  }

  /** Assembles lines one byte at a time (a common hand-written parser) and parses each. */
  private static EventTable parse(InputStream in) throws IOException {
    EventTable events = new EventTable();
    byte[] line = new byte[128];
    int len = 0;
    long offset = 0;
    long lineStart = 0;
    int b;
    while ((b = in.read()) >= 0) {
      offset++;
      if (b == '\n') {
        EventFormat.parse(line, len, lineStart, events);
        len = 0;
        lineStart = offset;
      } else {
        if (len == line.length) {
          line = Arrays.copyOf(line, len * 2);
        }
        line[len++] = (byte) b;
      }
    }
    if (len > 0) {
      EventFormat.parse(line, len, lineStart, events);
    }
    return events;
  }

  @Override
  public String summary() {
    int[] perAction = new int[EventFormat.ACTIONS.length];
    long checksum = 17;
    for (int i = 0; i < table.size(); i++) {
      perAction[table.action(i)]++;
      checksum = checksum * 31 + table.timestamp(i);
      checksum =
          checksum * 31
              + ((long) table.user(i) << 40 | (long) table.item(i) << 8 | table.action(i));
      checksum = checksum * 31 + table.ms(i);
    }
    StringBuilder sb = new StringBuilder("ingest events=").append(table.size());
    for (int a = 0; a < perAction.length; a++) {
      sb.append(' ').append(EventFormat.ACTIONS[a]).append('=').append(perAction[a]);
    }
    return sb.append(String.format(" checksum=%016x", checksum)).toString();
  }
}
