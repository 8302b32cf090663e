package io.iobench.it;

import static io.iobench.it.JavaRun.iobench;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.sun.tools.attach.VirtualMachine;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What {@code iobench stop} leaves in the JVM it attached to: the JDK's file classes back to their
 * own bytecode, no thread of iobench's, and the recording's memory given back. The app, {@code
 * DetachProbe}, looks at itself before the start, during the recording and after the stop.
 */
class DetachIT {
  private static final int FILES = 6_000;

  /** What a recording of 6 000 files may leave on the heap after its stop. */
  private static final long LEFT_AFTER_STOP = 1L << 20;

  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void stopLeavesTheBytecodeTheThreadsAndTheHeapAsTheyWere(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("detach", jdk);
    for (String go : new String[] {"go-read-1", "go-read-2", "go-exit"}) {
      Files.deleteIfExists(dir.resolve(go));
    }
    Path probe = probeAgent(dir);
    Process app =
        JavaRun.on(jdk)
            .classPath(JavaRun.IT_APPS_AND_LIBS)
            .jvmArg("-Xmx512m")
            .jvmArg("-XX:+IgnoreUnrecognizedVMOptions")
            .jvmArg("-XX:+EnableDynamicAgentLoading")
            .start("io.iobench.itapps.DetachProbe", dir.toString(), Integer.toString(FILES));
    JavaRun.Result r;
    try {
      Launched.awaitOutput(app, "ready\n");
      String pid = Long.toString(app.pid());
      look(app, probe, "before");
      for (int session = 1; session <= 2; session++) {
        Path profile = dir.resolve("detach-" + session + ".json");
        assertEquals(0, iobench("start", pid, "out=" + profile).exitCode);
        Files.writeString(dir.resolve("go-read-" + session), "go");
        Launched.awaitOutput(app, "read " + session + "\n");
        look(app, probe, "during-" + session);
        assertEquals(0, iobench("stop", pid).exitCode);
        look(app, probe, "after-" + session);
      }
      Files.writeString(dir.resolve("go-exit"), "go");
      r = JavaRun.exitedCleanly(app);
    } finally {
      app.destroyForcibly();
    }
    Map<String, String> seen = new LinkedHashMap<>();
    r.stdout.lines().filter(l -> l.split(" ").length >= 2).forEach(l -> put(seen, l));

    List<String> classes =
        seen.keySet().stream()
            .filter(k -> k.startsWith("before ") && !k.equals("before threads"))
            .filter(k -> !k.equals("before heap"))
            .map(k -> k.substring("before ".length()))
            .collect(Collectors.toList());
    assertEquals(6, classes.size(), "the probe looked at the six classes iobench instruments");
    for (String c : classes) {
      String original = seen.get("before " + c);
      assertTrue(original != null && original.length() == 64, c + ": " + seen);
      assertNotEquals(original, seen.get("during-1 " + c), c + " is instrumented");
      assertEquals(original, seen.get("after-1 " + c), c + " has its bytecode back");
      assertNotEquals(original, seen.get("during-2 " + c), c + " is instrumented again");
      assertEquals(original, seen.get("after-2 " + c), c + " has its bytecode back again");
    }
    assertTrue(seen.get("during-1 threads").contains("iobench"), seen.toString());
    assertEquals("", seen.get("after-1 threads"), "no thread of iobench's after the stop");
    assertEquals("", seen.get("after-2 threads"), "no thread of iobench's after the stop");

    // The first session records 6 000 files, the second one file: a stop that kept its session's
    // recording would leave the first one's memory behind. What stays either way is iobench's
    // classes and their static data, loaded by the first start.
    long before = heap(seen, "before");
    long during = heap(seen, "during-1");
    long afterFirst = heap(seen, "after-1");
    long afterSecond = heap(seen, "after-2");
    System.out.printf(
        "[DetachIT] %s: heap used after GC before the first start %.1f MiB, recording %d files"
            + " %.1f MiB, after that stop %.1f MiB, after a session of one file %.1f MiB%n",
        jdk, mib(before), FILES, mib(during), mib(afterFirst), mib(afterSecond));
    assertTrue(during - afterSecond > 4 * LEFT_AFTER_STOP, "the recording held memory: " + seen);
    assertTrue(
        afterFirst - afterSecond < LEFT_AFTER_STOP,
        "the stop gives the recording's memory back: "
            + mib(afterFirst - afterSecond)
            + " MiB more after the stop of 6 000 files than after that of one");
  }

  private static long heap(Map<String, String> seen, String phase) {
    return Long.parseLong(seen.get(phase + " heap"));
  }

  /** Loads a fresh probe into the app, which prints what it sees in this phase. */
  private static void look(Process app, Path probe, String phase) throws Exception {
    VirtualMachine vm = VirtualMachine.attach(Long.toString(app.pid()));
    try {
      vm.loadAgent(probe.toString(), phase);
    } finally {
      vm.detach();
    }
    Launched.awaitOutput(app, phase + " heap ");
  }

  private static void put(Map<String, String> seen, String line) {
    String[] words = line.split(" ", 3);
    seen.put(words[0] + " " + words[1], words.length > 2 ? words[2].trim() : "");
  }

  /** A jar of nothing but a manifest naming DetachProbe, which is on the app's class path. */
  private static Path probeAgent(Path dir) throws Exception {
    Path jar = dir.resolve("probe-agent.jar");
    Manifest manifest = new Manifest();
    Attributes main = manifest.getMainAttributes();
    main.put(Attributes.Name.MANIFEST_VERSION, "1.0");
    main.putValue("Agent-Class", "io.iobench.itapps.DetachProbe");
    main.putValue("Can-Retransform-Classes", "true");
    try (OutputStream out = Files.newOutputStream(jar);
        JarOutputStream ignored = new JarOutputStream(out, manifest)) {
      // the manifest is the whole jar
    }
    return jar;
  }

  private static double mib(long bytes) {
    return bytes / (1024.0 * 1024.0);
  }
}
