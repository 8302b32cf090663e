package io.iobench.reports.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.prove.CheckFinding;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.maven.plugin.surefire.log.api.NullConsoleLogger;
import org.apache.maven.plugins.surefire.report.ReportTestCase;
import org.apache.maven.plugins.surefire.report.ReportTestSuite;
import org.apache.maven.plugins.surefire.report.TestSuiteXmlParser;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The check's JUnit XML as a CI server reads it: through Maven Surefire's own report parser. */
class CheckJUnitXmlTest {
  private static final String HOSTILE = "/tmp/<x>&\"y\"\u0001\u001b[31m.log";

  @Test
  void eachFindingIsATestCaseAndEachFailureAFailedOne(@TempDir Path dir) throws Exception {
    List<CheckFinding> findings =
        List.of(
            new CheckFinding(
                CheckFinding.Rule.ADVICE,
                HOSTILE + ": FileOutputStream + byte[] (64 bytes)",
                HOSTILE + ": BufferedOutputStream instead of FileOutputStream, would save 43 ms",
                "before:\n  out.write(buf, 0, n); // <64 bytes> & more",
                true),
            new CheckFinding(
                CheckFinding.Rule.REGRESSION,
                "regression",
                "no file operation made more calls or took longer than the baseline's allows",
                null,
                false));
    Path xml = dir.resolve("TEST-iobench-check.xml");
    try (OutputStream out = Files.newOutputStream(xml)) {
      CheckJUnitXml.write(findings, out);
    }

    List<ReportTestSuite> suites =
        new TestSuiteXmlParser(new NullConsoleLogger()).parse(xml.toString());

    // Surefire's parser groups a file's test cases by class name: one suite per rule.
    assertEquals(
        List.of("iobench.check.advice", "iobench.check.regression"),
        suites.stream().map(ReportTestSuite::getFullClassName).toList());
    assertEquals(2, suites.stream().mapToInt(ReportTestSuite::getNumberOfTests).sum());
    assertEquals(1, suites.stream().mapToInt(ReportTestSuite::getNumberOfFailures).sum());
    assertEquals(0, suites.stream().mapToInt(ReportTestSuite::getNumberOfErrors).sum());
    List<ReportTestCase> cases = suites.stream().flatMap(t -> t.getTestCases().stream()).toList();
    ReportTestCase advice = cases.get(0);
    assertEquals("iobench.check.advice", advice.getFullClassName());
    assertTrue(advice.hasFailure());
    String safe = "/tmp/<x>&\"y\"\uFFFD\uFFFD[31m.log";
    assertEquals(safe + ": FileOutputStream + byte[] (64 bytes)", advice.getName());
    assertEquals(
        safe + ": BufferedOutputStream instead of FileOutputStream, would save 43 ms",
        advice.getFailureMessage());
    // The parser joins the text around an entity without its space; the document has it.
    assertTrue(advice.getFailureDetail().contains("// <64 bytes>"), advice.getFailureDetail());
    assertTrue(Files.readString(xml).contains("// &lt;64 bytes&gt; &amp; more"));
    ReportTestCase regression = cases.get(1);
    assertEquals("iobench.check.regression", regression.getFullClassName());
    assertFalse(regression.hasFailure());
  }
}
