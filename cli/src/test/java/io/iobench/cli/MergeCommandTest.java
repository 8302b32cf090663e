package io.iobench.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MergeCommandTest {
  @TempDir Path dir;

  /** What a run printed, and its exit code. */
  private record Run(int exit, String out, String err) {}

  private static Run merge(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream wasOut = System.out;
    PrintStream wasErr = System.err;
    int exit;
    try {
      System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      List<String> all = new ArrayList<>(List.of("merge"));
      all.addAll(List.of(args));
      exit = Main.run(all.toArray(String[]::new));
    } finally {
      System.setOut(wasOut);
      System.setErr(wasErr);
    }
    return new Run(
        exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private Path profile(String name, String command, long pid, long calls) throws IOException {
    String json =
        "{\"format\": \"iobench-profile\", \"version\": 1,"
            + " \"startedAt\": \"2026-11-29T10:00:00Z\", \"endedAt\": \"2026-11-29T10:00:02Z\","
            + " \"complete\": true, \"pid\": "
            + pid
            + ", \"host\": \"node-"
            + pid
            + "\", \"command\": \""
            + command
            + "\", \"files\": [{\"path\": \"/data/events.log\", \"kind\": \"file\", \"ops\": ["
            + "{\"api\": \"FileInputStream\", \"op\": \"read\", \"calls\": "
            + calls
            + ", \"bytes\": "
            + 10 * calls
            + ", \"threads\": 1}]}]}";
    Path file = dir.resolve(name);
    Files.writeString(file, json);
    return file;
  }

  /** One line on stderr, exit code 2, and the output left as it was. */
  private static void refused(Run run, Path output, String message) throws IOException {
    assertEquals(2, run.exit(), run.err());
    assertTrue(run.err().startsWith("iobench: "), run.err());
    assertEquals(1, run.err().strip().lines().count(), run.err());
    assertTrue(run.err().contains(message), run.err());
    assertEquals("", run.out());
    if (output != null) {
      assertFalse(Files.exists(output), output + " was written");
    }
  }

  @Test
  void mergesTheProfilesOfOneApp() throws IOException {
    Path a = profile("a.json", "com.acme.Main --port 1", 11, 5);
    Path b = profile("b.json", "com.acme.Main --port 2", 22, 7);
    Path out = dir.resolve("fleet.json");
    Run run = merge(a.toString(), b.toString(), "-o", out.toString());
    assertEquals(0, run.exit(), run.err());
    assertTrue(run.out().contains("Merged 2 JVMs on 2 hosts: 1 files, 12 calls"), run.out());
    Profile merged = ProfileReader.read(out);
    assertEquals(12, merged.files.get(0).ops.get(0).calls);
    assertEquals(120, merged.files.get(0).ops.get(0).bytes);
    assertEquals(List.of(11L, 22L), merged.parts.stream().map(p -> p.pid).toList());
    assertEquals(4_000_000_000L, merged.wallNanos());
  }

  @Test
  void noProfiles() throws IOException {
    Path out = dir.resolve("fleet.json");
    refused(merge("-o", out.toString()), out, "merge needs at least one profile");
  }

  @Test
  void noOutput() throws IOException {
    Path a = profile("a.json", "com.acme.Main", 11, 5);
    refused(merge(a.toString()), null, "merge needs -o FILE");
  }

  @Test
  void anUnreadableProfileKeepsTheReadersMessage() throws IOException {
    Path a = profile("a.json", "com.acme.Main", 11, 5);
    Path cut = dir.resolve("cut.json");
    Files.writeString(cut, Files.readString(a).substring(0, 60));
    Path out = dir.resolve("fleet.json");
    refused(
        merge(a.toString(), cut.toString(), "-o", out.toString()), out, cut + ": truncated JSON");
    refused(
        merge(a.toString(), dir.resolve("gone.json").toString(), "-o", out.toString()),
        out,
        "gone.json: no such file");
  }

  @Test
  void profilesOfDifferentApps() throws IOException {
    Path a = profile("a.json", "com.acme.Main", 11, 5);
    Path b = profile("b.json", "com.acme.Other", 22, 5);
    Path out = dir.resolve("fleet.json");
    refused(
        merge(a.toString(), b.toString(), "-o", out.toString()),
        out,
        "is a profile of another app (com.acme.Other)");
  }

  @Test
  void anUnwritableOutputIsRefusedBeforeAnyWork() throws IOException {
    Path a = profile("a.json", "com.acme.Main", 11, 5);
    Path out = dir.resolve("no-such-folder").resolve("fleet.json");
    refused(merge(a.toString(), "-o", out.toString()), out, "does not exist");
  }

  @Test
  void aRefusedMergeLeavesAnEarlierOutputAsItWas() throws IOException {
    Path a = profile("a.json", "com.acme.Main", 11, 5);
    Path b = profile("b.json", "com.acme.Other", 22, 5);
    Path out = dir.resolve("fleet.json");
    Files.writeString(out, "earlier");
    Run run = merge(a.toString(), b.toString(), "-o", out.toString());
    assertEquals(2, run.exit());
    assertEquals("earlier", Files.readString(out));
  }

  @Test
  void aBadPathMapping() throws IOException {
    Path a = profile("a.json", "com.acme.Main", 11, 5);
    Path out = dir.resolve("fleet.json");
    refused(merge(a.toString(), "--map", "nope", "-o", out.toString()), out, "OLD=NEW");
  }
}
