package io.iobench.recommend;

import io.iobench.format.HistogramCodec;
import io.iobench.replay.TechniqueRun;
import io.iobench.results.TechniqueResult;
import io.iobench.stats.Speedup;
import io.iobench.stats.Summary;
import io.iobench.technique.Technique;
import io.iobench.workload.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Turns one technique's rounds into its JMH-shaped result. */
final class TechniqueResults {
  private TechniqueResults() {}

  static TechniqueResult of(
      String workloadName,
      Workload w,
      TechniqueRun run,
      TechniqueRun baseline,
      int warmupRounds,
      int measuredRounds) {
    Technique t = run.technique();
    TechniqueResult r = new TechniqueResult();
    r.benchmark = "iobench." + workloadName + "." + t.id();
    r.jvm = System.getProperty("java.home");
    r.jdkVersion = System.getProperty("java.version");
    r.vmName = System.getProperty("java.vm.name");
    r.vmVersion = System.getProperty("java.vm.version");
    r.warmupIterations = warmupRounds;
    r.measurementIterations = measuredRounds;
    r.params.put("workload", workloadName);
    r.params.put("technique", t.id());
    r.params.put("bufferSize", Integer.toString(t.bufferSize()));
    r.id = t.id();
    r.family = t.family();
    r.title = t.title();
    r.invasiveness = t.invasiveness().name();
    r.bufferSize = t.bufferSize();
    r.baseline = run == baseline;
    r.code = t.code(w);
    r.caveats = new ArrayList<>(t.caveats(w));
    if (!run.ok()) {
      r.error = run.error();
      return r;
    }
    if (run.run0Nanos() >= 0) {
      r.run0Ms = ms(run.run0Nanos());
    }
    run.warmupNanos().forEach(n -> r.warmupMs.add(ms(n)));
    double[] rounds = run.measured();
    if (rounds.length == 0) {
      return r;
    }
    if (run.outOfTheRace()) {
      r.leftRaceAfterRounds = run.leftRaceAfter();
      r.measurementIterations = rounds.length;
    } else if (rounds.length > measuredRounds) {
      // It made extra rounds, its interval too wide to decide after the planned ones.
      r.measurementIterations = rounds.length;
    }
    if (run.measuredPassShare() < 1) {
      r.passShare = run.measuredPassShare();
    }
    Summary s = Summary.of(rounds);
    r.medianMs = ms(s.median());
    r.mbPerSecond = w.bytesPerRound() / (s.median() / 1e9) / 1e6;
    r.primaryMetric = metric(rounds);
    Histogram latency = run.latency();
    if (latency.getTotalCount() > 0) {
      r.callP50Nanos = latency.getValueAtPercentile(50);
      r.callP99Nanos = latency.getValueAtPercentile(99);
      r.callLatencyHistogram = HistogramCodec.encode(latency);
      r.timedCalls = latency.getTotalCount();
      r.secondaryMetrics.put("call.p50", single(r.callP50Nanos, "ns/call"));
      r.secondaryMetrics.put("call.p99", single(r.callP99Nanos, "ns/call"));
    }
    r.callsPerRound = run.callsPerRound();
    if (run.scale() > 1) {
      r.callsPerOpen = w.calls() * run.scale();
    }
    r.secondaryMetrics.put("throughput", single(r.mbPerSecond, "MB/s"));
    if (run != baseline && baseline.ok() && baseline.measured().length >= rounds.length) {
      Speedup speedup = Speedup.pairedWithFirstRounds(baseline.measured(), rounds);
      r.speedup = speedup.estimate();
      r.speedupLow = speedup.low();
      r.speedupHigh = speedup.high();
    }
    return r;
  }

  private static TechniqueResult.Metric metric(double[] roundsNanos) {
    double[] msRounds = new double[roundsNanos.length];
    List<Double> raw = new ArrayList<>();
    for (int i = 0; i < roundsNanos.length; i++) {
      msRounds[i] = roundsNanos[i] / 1e6;
      raw.add(msRounds[i]);
    }
    Summary s = Summary.of(msRounds);
    TechniqueResult.Metric m = new TechniqueResult.Metric();
    m.score = s.median();
    m.scoreError = (s.ciHigh() - s.ciLow()) / 2;
    m.scoreConfidence = List.of(s.ciLow(), s.ciHigh());
    Map<String, Double> percentiles = new LinkedHashMap<>();
    percentiles.put("0.0", s.min());
    percentiles.put("50.0", s.median());
    percentiles.put("100.0", s.max());
    m.scorePercentiles = percentiles;
    m.scoreUnit = "ms/op";
    m.rawData = List.of(raw);
    return m;
  }

  private static TechniqueResult.Metric single(double value, String unit) {
    TechniqueResult.Metric m = new TechniqueResult.Metric();
    m.score = value;
    m.scoreUnit = unit;
    return m;
  }

  private static double ms(double nanos) {
    return nanos / 1e6;
  }
}
