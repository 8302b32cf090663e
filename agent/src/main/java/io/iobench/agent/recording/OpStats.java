package io.iobench.agent.recording;

import io.iobench.bootstrap.Ops;

/**
 * Everything recorded for one (file, API, operation) key by one thread, or the merge of several.
 * A per-thread instance has a single writer and plain fields; readers merge copies of it.
 */
final class OpStats {
  final FileEntry file;
  final int op;

  long calls;
  long bytes;
  long errors;
  long eofs;
  long directCalls;
  long threads;

  long consecutive;
  long sequential;
  long backward;
  /** End offset of the previous data access, or -1 when none is known. */
  long lastEnd = -1;

  final CompactHistogram latency = new CompactHistogram();
  final CompactHistogram transferred = new CompactHistogram();
  /** Created on the first call that moved fewer bytes than asked; until then equal to transferred. */
  CompactHistogram requested;
  long timedCalls;
  /** Untimed calls since the last timed one; the next timed call stands for them. */
  long untimed;
  long lastLatency = -1;

  long firstNanos;
  long lastNanos;

  final TopValues sizes = new TopValues();
  final TopValues strides = new TopValues();
  final CallSites callSites = new CallSites();
  final long[] mapModes = new long[3];

  /** Calls until the next timed call, for the sampling of latency. */
  long timeCountdown = 1;
  /** Calls until the next call-site capture. */
  long siteCountdown = 1;

  /** True for a slot shared by threads once the slot budget is used up: writers synchronize. */
  final boolean shared;

  OpStats(FileEntry file, int op, boolean shared) {
    this.file = file;
    this.op = op;
    this.shared = shared;
  }

  /**
   * Counts one finished call. {@code latencyNanos} is negative for an untimed call; the next timed
   * call is recorded with the count of the untimed ones before it, so the latency histogram's total
   * count stays equal to {@code calls} while only a sample pays for the clock.
   */
  void record(long transferredBytes, long requestedBytes, long latencyNanos, long now) {
    calls++;
    if (requested == null && requestedBytes != transferredBytes) {
      requested = transferred.copy();
    }
    transferred.record(transferredBytes);
    if (requested != null) {
      requested.record(requestedBytes);
    }
    if (latencyNanos >= 0) {
      latency.recordWithCount(latencyNanos, untimed + 1);
      untimed = 0;
      timedCalls++;
      lastLatency = latencyNanos;
      lastNanos = now;
    } else {
      untimed++;
    }
  }

  /** Adds another instance's counts; used on copies owned by the reader. */
  void mergeFrom(OpStats o) {
    calls += o.calls;
    bytes += o.bytes;
    errors += o.errors;
    eofs += o.eofs;
    directCalls += o.directCalls;
    threads += Math.max(1, o.threads);
    consecutive += o.consecutive;
    sequential += o.sequential;
    backward += o.backward;
    o.latency.addTo(latency);
    if (o.untimed > 0 && o.lastLatency >= 0) {
      // Calls since the last timed one are attributed to that latency so the count equals calls.
      latency.recordWithCount(o.lastLatency, o.untimed);
    }
    timedCalls += o.timedCalls;
    if (requested != null || o.requested != null) {
      if (requested == null) {
        requested = transferred.copy();
      }
      (o.requested != null ? o.requested : o.transferred).addTo(requested);
    }
    o.transferred.addTo(transferred);
    if (o.calls > 0) {
      firstNanos = firstNanos == 0 ? o.firstNanos : Math.min(firstNanos, o.firstNanos);
      lastNanos = Math.max(lastNanos, o.lastNanos);
    }
    sizes.mergeFrom(o.sizes);
    strides.mergeFrom(o.strides);
    callSites.mergeFrom(o.callSites);
    for (int i = 0; i < mapModes.length; i++) {
      mapModes[i] += o.mapModes[i];
    }
  }

  boolean isData() {
    return Ops.kind(op) == Ops.KIND_DATA;
  }
}
