package io.iobench.profile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ProfileReaderTest {
  private static final String MINIMAL =
      "{\"format\":\"iobench-profile\",\"version\":1,\"pid\":7,"
          + "\"files\":[{\"path\":\"/a\",\"kind\":\"file\",\"ops\":[{\"api\":\"FileInputStream\",\"op\":\"read\","
          + "\"calls\":3,\"bytes\":12,\"futureField\":true,\"latencyNanos\":{\"histogram\":\"HISTOGRAM\",\"count\":3}}]}],"
          + "\"someNewTopLevelField\":{}}";

  private static String encodedHistogram() {
    Histogram h = new Histogram(2);
    h.recordValue(100);
    h.recordValue(200);
    h.recordValue(300);
    java.nio.ByteBuffer b = java.nio.ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int n = h.encodeIntoCompressedByteBuffer(b);
    return java.util.Base64.getEncoder().encodeToString(Arrays.copyOf(b.array(), n));
  }

  @Test
  void readsAProfileAndIgnoresFieldsItDoesNotKnow() {
    Profile p =
        ProfileReader.parse(
            MINIMAL.replace("HISTOGRAM", encodedHistogram()).getBytes(StandardCharsets.UTF_8));
    assertEquals(7, p.pid);
    OpProfile op = p.file("/a").orElseThrow().op("FileInputStream", "read").orElseThrow();
    assertEquals(3, op.calls);
    assertEquals(12, op.bytes);
    Histogram h = op.latencyNanos.decode();
    assertEquals(3, h.getTotalCount());
    assertEquals(200, h.getValueAtPercentile(50), 2);
  }

  @Test
  void aFilesFileSystemIsReadAndAbsentWhereTheProfileDoesNotTellIt() {
    String withFileSystem =
        MINIMAL
            .replace("HISTOGRAM", encodedHistogram())
            .replace(
                "\"kind\":\"file\",",
                "\"kind\":\"file\",\"fileSystem\":{\"type\":\"tmpfs\",\"mountPoint\":\"/dev/shm\"},");
    FileProfile f =
        ProfileReader.parse(withFileSystem.getBytes(StandardCharsets.UTF_8))
            .file("/a")
            .orElseThrow();
    assertEquals("tmpfs", f.fileSystem.type);
    assertEquals("/dev/shm", f.fileSystem.mountPoint);
    assertTrue(f.fileSystem.forceIsNoOp());
    FileProfile older =
        ProfileReader.parse(
                MINIMAL.replace("HISTOGRAM", encodedHistogram()).getBytes(StandardCharsets.UTF_8))
            .file("/a")
            .orElseThrow();
    assertEquals(null, older.fileSystem);
  }

  @Test
  void namesTheFileAndTheProblem(@TempDir Path dir) throws Exception {
    String good = MINIMAL.replace("HISTOGRAM", encodedHistogram());
    Object[][] cases = {
      {good.substring(0, good.length() / 2), "truncated"},
      {"", "empty file"},
      {"[1,2]", "expected a JSON object"},
      {"{\"format\":\"jfr\"}", "not an iobench profile (format is 'jfr'"},
      {"{\"version\":1}", "format is missing"},
      {"{\"format\":\"iobench-profile\",\"version\":2}", "profile version 2 is newer"},
      {"{\"format\":\"iobench-profile\"}", "no valid version"},
      {"<html>", "not JSON"},
      {
        "{\"format\":\"iobench-profile\",\"version\":1,\"files\":\"oops\"}",
        "malformed iobench profile"
      },
      {
        MINIMAL.replace("HISTOGRAM", "bm90IGEgaGlzdG9ncmFt"),
        "file /a, FileInputStream.read, latencyNanos: histogram is not HdrHistogram"
      },
    };
    for (Object[] c : cases) {
      Path f = Files.writeString(dir.resolve("p.json"), (String) c[0]);
      ProfileException e =
          assertThrows(ProfileException.class, () -> ProfileReader.read(f), (String) c[1]);
      assertTrue(
          e.getMessage().startsWith(f + ": ") && e.getMessage().contains((String) c[1]),
          e.getMessage());
    }
    ProfileException missing =
        assertThrows(ProfileException.class, () -> ProfileReader.read(dir.resolve("none")));
    assertTrue(missing.getMessage().endsWith("none: no such file"), missing.getMessage());
  }

  @Test
  void aHistogramThatIsNotHdrHistogramIsReported() {
    HistogramSummary h = new HistogramSummary();
    h.histogram = "bm90IGEgaGlzdG9ncmFt";
    assertThrows(ProfileException.class, h::decode);
  }
}
