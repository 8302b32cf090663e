package io.iobench.prove;

import io.iobench.analysis.Findings;
import io.iobench.profile.FileProfile;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import java.util.ArrayList;
import java.util.List;

/** Profiles made in code for the comparisons' tests: files, operations, times and app methods. */
final class Runs {
  private final List<FileProfile> files = new ArrayList<>();
  private String startedAt = "2026-11-28T10:00:00Z";
  private String endedAt = "2026-11-28T10:00:10Z";

  /** {@code calls} calls moving {@code bytes}, {@code meanNanos} each, from {@code app} or none. */
  Runs op(
      String path, String api, String op, long calls, long bytes, double meanNanos, String app) {
    OpProfile o = new OpProfile();
    o.api = api;
    o.op = op;
    o.calls = calls;
    o.bytes = bytes;
    o.latencyNanos = new HistogramSummary();
    o.latencyNanos.count = calls;
    o.latencyNanos.mean = meanNanos;
    if (app != null) {
      OpProfile.CallPath p = new OpProfile.CallPath();
      p.app = app;
      p.calls = calls;
      p.samples = 1;
      p.frames = List.of(api.equals("FileOutputStream") ? "java.io.FileOutputStream.write" : "x");
      o.callPaths = List.of(p);
    }
    FileProfile f =
        files.stream().filter(x -> x.path.equals(path)).findFirst().orElseGet(() -> file(path));
    List<OpProfile> ops = new ArrayList<>(f.ops);
    ops.add(o);
    f.ops = ops;
    return this;
  }

  Runs lasting(String from, String to) {
    startedAt = from;
    endedAt = to;
    return this;
  }

  private FileProfile file(String path) {
    FileProfile f = new FileProfile();
    f.path = path;
    f.kind = "file";
    files.add(f);
    return f;
  }

  Comparisons.Run run(String name) {
    Profile p = new Profile();
    p.complete = true;
    p.startedAt = startedAt;
    p.endedAt = endedAt;
    p.files = List.copyOf(files);
    return new Comparisons.Run(name, Findings.of(p));
  }
}
