package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.sun.tools.attach.VirtualMachine;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The same jar attaches to a running JVM (Agent-Class) and records from then on. */
class AttachIT {
  @ParameterizedTest(name = "{0}")
  @MethodSource(JdkMatrix.ALL)
  void attachesToARunningJvm(Jdk jdk) throws Exception {
    Path dir = AgentMatrixIT.work("attach", jdk);
    Path go = dir.resolve("go");
    Path written = dir.resolve("after-attach.bin");
    Path out = dir.resolve("profile.json");
    Files.deleteIfExists(go);
    Files.deleteIfExists(out);
    Process p =
        JavaRun.on(jdk)
            .jvmArg("-XX:+IgnoreUnrecognizedVMOptions")
            .jvmArg("-XX:+EnableDynamicAgentLoading")
            .start("io.iobench.itapps.WaitsForAttach", go.toString(), written.toString());
    JavaRun.Result r;
    try {
      Launched.awaitOutput(p, "ready");
      VirtualMachine vm = VirtualMachine.attach(String.valueOf(p.pid()));
      try {
        vm.loadAgent(JavaRun.AGENT_JAR.toAbsolutePath().toString(), "out=" + out);
      } finally {
        vm.detach();
      }
      Files.writeString(go, "go");
      r = JavaRun.exitedCleanly(p);
    } finally {
      p.destroyForcibly();
    }
    assertEquals("ready\ndone\n", r.stdout);
    assertEquals("", r.stderrWithoutCdsWarning());
    Profile profile = ProfileReader.read(out);
    assertEquals(
        50,
        profile
            .file(written.toString())
            .orElseThrow()
            .op("FileOutputStream", "write")
            .orElseThrow()
            .calls);
  }
}
