package io.iobench.agent.jfr;

import io.iobench.agent.recording.CallEvents;
import io.iobench.agent.recording.Recording;
import io.iobench.bootstrap.IoDispatch;
import io.iobench.format.MapMode;
import io.iobench.format.RecordedOp;
import java.util.List;
import jdk.jfr.FlightRecorder;

/**
 * iobench's events in any running JFR recording ({@code jfr=on}): a {@link FileSummaryEvent} per
 * file and operation every period, and an event per call of the kinds JFR has none for. Installed
 * with the recording, removed with it: after {@link #close} JFR holds no hook of the agent's.
 */
public final class JfrBridge implements CallEvents, AutoCloseable {
  private static final MapMode[] MAP_MODES = MapMode.values();

  /** The per-call events. */
  private static final List<Class<? extends jdk.jfr.Event>> EVENTS =
      List.of(
          FileMapEvent.class,
          MappedForceEvent.class,
          MappedLoadEvent.class,
          FileTransferEvent.class);

  private final Recording recording;
  private final Runnable summaries;
  private volatile boolean closed;

  private JfrBridge(Recording recording) {
    this.recording = recording;
    this.summaries = this::emitSummaries;
  }

  /** Registers the events and the periodic hook, and sends the recording's calls here. */
  public static JfrBridge install(Recording recording) {
    JfrBridge bridge = new JfrBridge(recording);
    for (Class<? extends jdk.jfr.Event> event : EVENTS) {
      FlightRecorder.register(event);
    }
    FlightRecorder.addPeriodicEvent(FileSummaryEvent.class, bridge.summaries);
    recording.callEvents(bridge);
    return bridge;
  }

  private void emitSummaries() {
    if (closed) {
      return;
    }
    // JFR's periodic thread is not iobench's: what the hook loads from the agent's jar is not the
    // app's I/O.
    try {
      IoDispatch.currentState().runIgnored(this::commitSummaries);
    } catch (Throwable t) {
      recording.failed(t);
    }
  }

  private void commitSummaries() {
    recording
        .snapshot()
        .forEachOp(
            (path, op, calls, bytes, latency) -> {
              FileSummaryEvent e = new FileSummaryEvent();
              e.path = path;
              e.api = op.api().jsonName();
              e.operation = op.jsonName();
              e.calls = calls;
              e.bytes = bytes;
              e.timedCalls = latency.getTotalCount();
              if (e.timedCalls > 0) {
                e.time = Math.round(latency.getMean() * calls);
                e.p50 = latency.getValueAtPercentile(50);
                e.p99 = latency.getValueAtPercentile(99);
                e.max = latency.getMaxValue();
              }
              e.commit();
            });
  }

  @Override
  public void call(RecordedOp op, String path, long bytes, long nanos, int mapMode) {
    if (closed) {
      return;
    }
    CallEvent e;
    switch (op) {
      case MBB_MAP:
      case MBB_MAP_SEGMENT:
        FileMapEvent map = new FileMapEvent();
        map.mode = mapMode >= 0 && mapMode < MAP_MODES.length ? MAP_MODES[mapMode].name() : "";
        map.bytes = bytes;
        e = map;
        break;
      case MBB_FORCE:
        e = new MappedForceEvent();
        break;
      case MBB_LOAD:
        e = new MappedLoadEvent();
        break;
      default:
        FileTransferEvent transfer = new FileTransferEvent();
        transfer.api = op.api().jsonName();
        transfer.operation = op.jsonName();
        transfer.bytes = bytes;
        e = transfer;
    }
    if (e.shouldCommit()) {
      e.path = path;
      e.callTime = nanos;
      e.commit();
    }
  }

  /** Removes the hook and the events from JFR; a call still in flight commits nothing. */
  @Override
  public void close() {
    closed = true;
    recording.callEvents(CallEvents.NONE);
    FlightRecorder.removePeriodicEvent(summaries);
    for (Class<? extends jdk.jfr.Event> event : EVENTS) {
      FlightRecorder.unregister(event);
    }
    FlightRecorder.unregister(FileSummaryEvent.class);
  }
}
