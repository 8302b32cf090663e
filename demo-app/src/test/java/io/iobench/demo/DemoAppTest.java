package io.iobench.demo;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DemoAppTest {
  private static final String[] SMALL = {
    "--events", "20000", "--lookups", "2000", "--configs", "20"
  };
  private static final List<String> PHASES =
      List.of("generate", "ingest", "journal", "index", "lookup", "copy", "configs");
  private static final List<String> OUTPUTS =
      List.of("events.log", "journal.bin", "index.bin", "archive/journal-copy.bin");

  @Test
  void tunedRunMatchesUntunedRunByteForByte(@TempDir Path untunedDir, @TempDir Path tunedDir)
      throws IOException {
    String untuned = runMain(untunedDir);
    String tuned = runMain(tunedDir, "--tuned");

    assertEquals(untuned, tuned, "stdout differs between modes");
    List<String> lines = untuned.lines().collect(java.util.stream.Collectors.toList());
    assertEquals(PHASES.size(), lines.size(), untuned);
    for (int i = 0; i < PHASES.size(); i++) {
      assertTrue(lines.get(i).startsWith(PHASES.get(i) + " "), lines.get(i));
    }
    assertTrue(lines.get(0).startsWith("generate events=20000 "), lines.get(0));
    assertTrue(lines.get(2).startsWith("journal records=10000 bytes=2560000 "), lines.get(2));
    assertTrue(lines.get(3).startsWith("index entries=20000 "), lines.get(3));
    assertTrue(lines.get(4).startsWith("lookup lookups=2000 "), lines.get(4));
    assertTrue(lines.get(6).startsWith("configs files=20 "), lines.get(6));

    for (String output : OUTPUTS) {
      assertArrayEquals(
          Files.readAllBytes(untunedDir.resolve(output)),
          Files.readAllBytes(tunedDir.resolve(output)),
          output + " differs between modes");
    }
    assertArrayEquals(
        Files.readAllBytes(untunedDir.resolve("journal.bin")),
        Files.readAllBytes(untunedDir.resolve("archive/journal-copy.bin")),
        "copy is not a copy");
    assertEquals(20000L * IndexPhase.ENTRY_SIZE, Files.size(untunedDir.resolve("index.bin")));
    assertEquals(20, countFiles(untunedDir.resolve("conf")));
  }

  @Test
  void secondRunInTheSameDirectoryOverwritesOutputs(@TempDir Path dir) throws IOException {
    String first = runMain(dir);
    runMain(dir, "--events", "30000", "--configs", "40");
    assertEquals(first, runMain(dir, "--tuned"));
    assertEquals(20, countFiles(dir.resolve("conf")));
  }

  @Test
  void eventLinesHaveTheDocumentedFormat(@TempDir Path dir) throws IOException {
    runMain(dir, "--tuned");
    Pattern line =
        Pattern.compile(
            "2026-11-2\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z user=\\d+ action=(view|click|search|cart|buy) item=\\d+ ms=\\d+");
    List<String> lines = Files.readAllLines(dir.resolve("events.log"), StandardCharsets.US_ASCII);
    assertEquals(20000, lines.size());
    for (String l : lines) {
      assertTrue(line.matcher(l).matches(), l);
    }
  }

  @Test
  void timingsFileIsJsonWithEveryPhase(@TempDir Path dir) throws IOException {
    Path timings = dir.resolve("out/timings.json");
    runMain(dir.resolve("data"), "--tuned", "--timings", timings.toString());
    Map<String, Long> nanos = parseFlatJsonObject(Files.readString(timings));
    assertEquals(PHASES, new ArrayList<>(nanos.keySet()));
    for (long n : nanos.values()) {
      assertTrue(n > 0, nanos.toString());
    }
  }

  @Test
  void workOnlyTimesTheMistakenPhasesWithoutTouchingTheFiles(@TempDir Path dir) throws IOException {
    runMain(dir.resolve("data"));
    Map<String, byte[]> before = new LinkedHashMap<>();
    for (String output : OUTPUTS) {
      before.put(output, Files.readAllBytes(dir.resolve("data").resolve(output)));
    }
    Path timings = dir.resolve("work.json");
    String printed = runMain(dir.resolve("data"), "--work-only", "--timings", timings.toString());

    Map<String, Long> nanos = parseFlatJsonObject(Files.readString(timings));
    assertEquals(List.of("generate", "ingest", "lookup", "copy"), new ArrayList<>(nanos.keySet()));
    assertTrue(
        nanos.get("generate") > 0 && nanos.get("ingest") > 0 && nanos.get("lookup") > 0,
        nanos.toString());
    assertEquals(0L, nanos.get("copy"), "a copy has no work besides its I/O");
    assertTrue(printed.startsWith("generate work without I/O: "), printed);
    for (String output : OUTPUTS) {
      assertArrayEquals(
          before.get(output), Files.readAllBytes(dir.resolve("data").resolve(output)), output);
    }
  }

  @Test
  void morePassesGiveTheSameOutputAndTheLastPassTimings(@TempDir Path dir) throws IOException {
    String once = runMain(dir.resolve("once"), "--tuned");
    Path timings = dir.resolve("timings.json");
    assertEquals(
        once, runMain(dir.resolve("twice"), "--passes", "2", "--timings", timings.toString()));
    assertEquals(PHASES, new ArrayList<>(parseFlatJsonObject(Files.readString(timings)).keySet()));
    for (String output : OUTPUTS) {
      assertArrayEquals(
          Files.readAllBytes(dir.resolve("once").resolve(output)),
          Files.readAllBytes(dir.resolve("twice").resolve(output)),
          output);
    }
  }

  @Test
  void workOnlyWithoutAnEarlierRunSaysWhatIsMissing(@TempDir Path dir) throws IOException {
    assertUsageError(
        "--work-only needs the files of an earlier run in", dir.toString(), "--work-only");
  }

  @Test
  void badCommandLinesExitWithStatus2AndSayWhy() throws IOException {
    assertUsageError("unknown option: --fast", "dir", "--fast");
    assertUsageError("missing DIR", "--tuned");
    assertUsageError("--events needs a value", "dir", "--events");
    assertUsageError("--lookups needs a whole number, got: many", "dir", "--lookups", "many");
    assertUsageError("--events must be between 1 and", "dir", "--events", "0");
    assertUsageError("unexpected argument: other", "dir", "other");
    assertUsageError("--passes must be between 1 and 1000, got: 0", "dir", "--passes", "0");
  }

  private static void assertUsageError(String message, String... args) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status =
        DemoApp.run(
            args,
            new PrintStream(out, true, StandardCharsets.UTF_8),
            new PrintStream(err, true, StandardCharsets.UTF_8));
    assertEquals(DemoApp.EXIT_USAGE, status);
    assertEquals("", out.toString(StandardCharsets.UTF_8));
    String text = err.toString(StandardCharsets.UTF_8);
    assertTrue(text.startsWith("DemoApp: " + message), text);
    assertTrue(text.contains("usage: DemoApp DIR"), text);
  }

  private static long countFiles(Path dir) throws IOException {
    try (java.util.stream.Stream<Path> files = Files.list(dir)) {
      return files.count();
    }
  }

  /** Runs DemoApp.main in-process with the small sizes and returns what it printed. */
  private static String runMain(Path dir, String... extra) throws IOException {
    List<String> args = new ArrayList<>(List.of(dir.toString()));
    args.addAll(List.of(SMALL));
    args.addAll(List.of(extra)); // later options win
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setOut(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try {
      DemoApp.main(args.toArray(new String[0]));
    } finally {
      System.setOut(saved);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }

  /** Strict parser for the one shape the timings file may have: {"name": integer, ...}. */
  private static Map<String, Long> parseFlatJsonObject(String json) {
    Pattern member = Pattern.compile("\\s*\"([a-z]+)\"\\s*:\\s*(-?(?:0|[1-9][0-9]*))\\s*");
    String body = json.strip();
    assertTrue(body.startsWith("{") && body.endsWith("}"), json);
    body = body.substring(1, body.length() - 1);
    Map<String, Long> result = new LinkedHashMap<>();
    if (body.isBlank()) {
      return result;
    }
    for (String part : body.split(",", -1)) {
      Matcher m = member.matcher(part);
      assertTrue(m.matches(), "not a JSON member: " + part);
      assertEquals(null, result.put(m.group(1), Long.parseLong(m.group(2))), "duplicate key");
    }
    return result;
  }
}
