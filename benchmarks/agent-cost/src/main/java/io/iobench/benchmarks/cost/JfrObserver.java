package io.iobench.benchmarks.cost;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import jdk.jfr.Recording;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordingFile;

/**
 * A JFR recording of the file events alone, at threshold 0 and without stack traces: JFR's cheapest
 * way to see every call, started and stopped through the jdk.jfr API. Its first session's events
 * are counted against the calls made (reading them back takes seconds, so only once).
 */
final class JfrObserver extends Observer {
  private static final List<String> EVENTS = List.of("jdk.FileRead", "jdk.FileWrite");

  private final Path dumps;
  private Recording recording;
  private boolean counted;

  JfrObserver(Path dumps) {
    super("JFR");
    this.dumps = dumps;
  }

  @Override
  void start() {
    recording = new Recording();
    recording.setName("iobench-cost");
    for (String event : EVENTS) {
      recording.enable(event).withThreshold(Duration.ZERO).withoutStackTrace();
    }
    recording.start();
  }

  @Override
  String stop(Map<CallCase, Long> made) throws Exception {
    recording.stop();
    try {
      if (counted) {
        return "JFR stopped";
      }
      counted = true;
      Path dump = dumps.resolve("jfr-session.jfr");
      recording.dump(dump);
      Map<CallCase, Long> events = count(dump);
      Files.delete(dump);
      StringBuilder line = new StringBuilder("JFR recorded");
      for (Map.Entry<CallCase, Long> e : made.entrySet()) {
        line.append(' ')
            .append(events.getOrDefault(e.getKey(), 0L))
            .append(" events for ")
            .append(e.getValue())
            .append(" calls of ")
            .append(e.getKey().label)
            .append(';');
      }
      return line.toString();
    } finally {
      recording.close();
    }
  }

  private static Map<CallCase, Long> count(Path dump) throws Exception {
    Map<CallCase, Long> events = new EnumMap<>(CallCase.class);
    try (RecordingFile file = new RecordingFile(dump)) {
      while (file.hasMoreEvents()) {
        RecordedEvent event = file.readEvent();
        if (!EVENTS.contains(event.getEventType().getName()) || !event.hasField("path")) {
          continue;
        }
        String path = event.getString("path");
        for (CallCase c : CallCase.values()) {
          if (path != null && path.endsWith("/" + c.fileName)) {
            events.merge(c, 1L, Long::sum);
          }
        }
      }
    }
    return events;
  }
}
