package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.format.RecordedOp;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import io.iobench.reports.html.ReportModel;
import io.iobench.reports.html.ReportModelBuilder;
import io.iobench.results.ReplayNote;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Operation;
import io.iobench.workload.WorkloadDeriver;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The report and the replay say the same of every workload of the demo app and of the layered app:
 * a read the report calls sequential is replayed as one pass in order, one it calls anything else
 * is replayed at positions; a write or copy is always replayed as one pass, and a note says so when
 * the app's calls were not in order.
 */
class PatternAgreementIT {
  static Stream<Arguments> apps() {
    String[] demo = new String[DemoEndToEndIT.SIZES.length + 1];
    System.arraycopy(DemoEndToEndIT.SIZES, 0, demo, 1, DemoEndToEndIT.SIZES.length);
    return Stream.of(
        Arguments.of("demo", DemoEndToEndIT.DEMO_APP.toString(), "io.iobench.demo.DemoApp", demo),
        Arguments.of(
            "layered", JavaRun.IT_APPS_AND_LIBS, "io.iobench.itapps.LayeredIo", new String[1]));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("apps")
  void theReportNamesThePatternTheReplayReplays(
      String name, String classPath, String main, String[] args) throws Exception {
    Jdk jdk = JdkMatrix.current();
    Path dir = AgentMatrixIT.work("pattern-agreement-" + name, jdk);
    Path profilePath = dir.resolve("profile.json");
    args[0] = dir.resolve("data").toString();
    JavaRun.Result run =
        JavaRun.on(jdk).withAgent("out=" + profilePath).classPath(classPath).run(main, args);
    assertEquals(0, run.exitCode, run.toString());

    Profile profile = ProfileReader.read(profilePath);
    List<ObservedWorkload> workloads = new WorkloadDeriver(64 << 20, 20_000).derive(profile, 100);
    ReportModel report = new ReportModelBuilder(1000).build(profile, "profile.json", null);
    assertTrue(workloads.size() >= 4, "workloads: " + workloads.size());
    int sequentialReads = 0;
    int positionalReads = 0;
    for (ObservedWorkload w : workloads) {
      String words = words(report, w);
      boolean reportSaysInOrder =
          words.startsWith("sequential") || words.startsWith("single") || !startsWithPattern(words);
      boolean replayedInOrder = w.workload().pattern() == AccessPattern.SEQUENTIAL;
      String what = w.label() + " " + w.finding().key().operation() + ": report '" + words + "'";
      if (w.workload().operation() == Operation.READ) {
        boolean wholeFile = w.finding().is(RecordedOp.FIS_READ_ALL_BYTES);
        assertEquals(reportSaysInOrder || wholeFile, replayedInOrder, what);
        if (replayedInOrder) {
          sequentialReads++;
        } else {
          positionalReads++;
        }
      } else {
        assertTrue(replayedInOrder, what);
        assertTrue(
            reportSaysInOrder
                || w.notes().stream().anyMatch(n -> n instanceof ReplayNote.NotInOrder),
            what
                + " replayed in order without a note saying the app's calls were not: "
                + w.notes());
      }
    }
    assertTrue(sequentialReads > 0, "no sequential read among " + workloads.size());
    if (name.equals("demo")) {
      // The demo's index lookups are positional reads: the agreement covers both kinds.
      assertTrue(positionalReads > 0, "no positional read among " + workloads.size());
    }
    assertFalse(workloads.isEmpty());
  }

  /** The report's words for the operation that stands for the workload's calls. */
  private static String words(ReportModel report, ObservedWorkload w) {
    String operation = w.finding().key().operation();
    for (ReportModel.FileSection file : report.files) {
      if (file.path.equals(w.path())) {
        for (ReportModel.OpSection op : file.ops) {
          if ((op.api + "." + op.op).equals(operation)) {
            return op.pattern;
          }
        }
      }
    }
    throw new AssertionError("the report has no section for " + w.path() + " " + operation);
  }

  private static boolean startsWithPattern(String words) {
    return Stream.of("sequential", "strided", "forward-skipping", "random", "single")
        .anyMatch(words::startsWith);
  }
}
