package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * An agent that starts with the JVM leaves its own methods to C1 by a compiler directive, on every
 * JDK of the matrix: HotSpot's {@code -XX:+PrintCompilation} shows C2 turning iobench's hot methods
 * away and compiling none of them, while the app runs as without the agent; {@code c2=on} adds no
 * directive. The recording's rare paths are never inlined, so that the JDK's instrumented methods
 * C2 compiles stay small.
 */
class C2ExclusionIT {
  private static final String APP = "io.iobench.itapps.ConcurrentIo";

  /** 64 threads of 2 000 file calls each: the dispatcher's methods become hot enough for C2. */
  private static final String THREADS = "64";

  private static final Pattern EXCLUDED =
      Pattern.compile("### Excluding compile: .*io\\.iobench\\.");

  /** A PrintCompilation line of a method compiled at level 4 (C2); "made ..." lines are not. */
  private static final Pattern C2_COMPILE =
      Pattern.compile("^\\s*\\d+\\s+\\d+\\s[ %sbn!]*4\\s+(io\\.iobench\\.\\S+::\\S+)");

  /** The recording's methods that carry the don't-inline annotation. */
  private static final Pattern RARE_PATH =
      Pattern.compile(
          "io\\.iobench\\.agent\\.recording\\.(ThreadRecorder::(captureSite|newSlot|addRow)"
              + "|CompactHistogram::(promote|grow|recordInto)|FileTable::lookUpNew|TopValues::addBelowFirst)");

  /** PrintInlining's verdict of an inlined call: "inline", "inline (hot)", "force inline"... */
  private static final Pattern INLINED =
      Pattern.compile("\\)\\s+(force )?inline( \\(hot\\))?\\s*$");

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void c2CompilesNoneOfTheAgentsMethods(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("c2-exclusion", jdk);
    AgentMatrixIT.deleteTree(dir);
    JavaRun.Result plain = JavaRun.on(jdk).run(APP, dir.resolve("plain").toString(), THREADS);
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .jvmArg("-XX:+PrintCompilation")
            .withAgent("out=" + dir.resolve("profile.json"))
            .run(APP, dir.resolve("data").toString(), THREADS);
    assertEquals(0, plain.exitCode, plain.toString());
    assertEquals(0, agent.exitCode, agent.toString());
    assertEquals("", agent.stderrWithoutCdsWarning(), "the agent printed on stderr");
    assertTrue(
        agent.stdout.contains(plain.stdout.strip()),
        "program output must not change: " + plain.stdout + " / " + agent.stdout);
    assertFalse(
        lines(agent.stdout, EXCLUDED).isEmpty(),
        "C2 was never asked for an iobench method, or not refused: " + agent.stdout);
    assertEquals(List.of(), c2Compiles(agent.stdout), "iobench methods compiled by C2");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void c2OnAddsNoDirective(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("c2-on", jdk);
    AgentMatrixIT.deleteTree(dir);
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .jvmArg("-XX:+PrintCompilation")
            .withAgent("out=" + dir.resolve("profile.json") + ",c2=on")
            .run(APP, dir.resolve("data").toString(), THREADS);
    assertEquals(0, agent.exitCode, agent.toString());
    assertEquals(List.of(), lines(agent.stdout, EXCLUDED), "C2 refused iobench methods");
  }

  /**
   * The recording's rare paths (a walk, a new file or key, a histogram made of its pairs) carry the
   * JDK's don't-inline annotation, which HotSpot honours in the boot loader's classes: with C2 left
   * on for the agent, so that it compiles the recording, {@code -XX:+PrintInlining} shows them
   * turned away by the annotation and never inlined.
   */
  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void theRecordingsRarePathsAreNotInlined(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("dont-inline", jdk);
    AgentMatrixIT.deleteTree(dir);
    Files.createDirectories(dir);
    JavaRun.Result agent =
        JavaRun.on(jdk)
            .jvmArg("-XX:+UnlockDiagnosticVMOptions")
            .jvmArg("-XX:+PrintInlining")
            .withAgent("out=" + dir.resolve("profile.json") + ",c2=on")
            .run(APP, dir.resolve("data").toString(), THREADS);
    assertEquals(0, agent.exitCode, agent.toString());
    List<String> decisions = lines(agent.stdout, RARE_PATH);
    assertTrue(
        decisions.stream().anyMatch(l -> l.contains("don't inline by annotation")),
        "no rare path was turned away by the annotation: " + decisions);
    assertEquals(
        List.of(),
        decisions.stream().filter(l -> INLINED.matcher(l).find()).collect(Collectors.toList()),
        "rare paths inlined");
  }

  private static List<String> c2Compiles(String stdout) {
    return stdout
        .lines()
        .filter(l -> !l.contains(" made "))
        .map(C2_COMPILE::matcher)
        .filter(java.util.regex.Matcher::find)
        .map(m -> m.group(1))
        .collect(Collectors.toList());
  }

  private static List<String> lines(String stdout, Pattern pattern) {
    return stdout.lines().filter(l -> pattern.matcher(l).find()).collect(Collectors.toList());
  }
}
