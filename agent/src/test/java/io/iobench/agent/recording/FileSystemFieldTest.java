package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.agent.config.AgentConfig;
import io.iobench.format.MountedFileSystem;
import io.iobench.format.RecordedOp;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Each file's file system: asked once per file, off the calls, and never a broken write. */
class FileSystemFieldTest {
  private final AtomicInteger tablesMade = new AtomicInteger();
  private final List<String> asked = new ArrayList<>();

  private Supplier<Function<String, MountedFileSystem>> table(
      Function<String, MountedFileSystem> answer) {
    return () -> {
      tablesMade.incrementAndGet();
      return path -> {
        asked.add(path);
        return answer.apply(path);
      };
    };
  }

  private static JsonNode write(Recording rec, SnapshotJson json) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    json.write(rec.snapshot(), true, out);
    return new ObjectMapper().readTree(out.toByteArray());
  }

  private static JsonNode file(JsonNode profile, String path) {
    for (JsonNode f : profile.get("files")) {
      if (f.get("path").asText().equals(path)) {
        return f;
      }
    }
    throw new AssertionError("no file " + path);
  }

  @Test
  void eachFileHasItsFileSystemResolvedOnceAcrossWrites() throws Exception {
    Recording rec = new Recording(AgentConfig.parse("", 1), e -> {});
    DispatcherCalls d = new DispatcherCalls(rec);
    Object stream = new Object();
    d.call("/data/a.bin", RecordedOp.FOS_WRITE, stream, -1, 8, 0, 8, null);
    d.call("/scratch/b.bin", RecordedOp.FOS_WRITE, stream, -1, 8, 0, 8, null);
    SnapshotJson json =
        new SnapshotJson(
            ProfileHeader.current("test", 1, "cmd"),
            p -> -1,
            table(
                p ->
                    p.startsWith("/scratch")
                        ? new MountedFileSystem("tmpfs", "/scratch")
                        : new MountedFileSystem("xfs", "/data")));

    JsonNode first = write(rec, json);
    d.call("/data/a.bin", RecordedOp.FOS_WRITE, stream, -1, 8, 0, 8, null);
    JsonNode second = write(rec, json);

    for (JsonNode profile : List.of(first, second)) {
      JsonNode a = file(profile, "/data/a.bin").get("fileSystem");
      assertEquals("xfs", a.get("type").asText());
      assertEquals("/data", a.get("mountPoint").asText());
      JsonNode b = file(profile, "/scratch/b.bin").get("fileSystem");
      assertEquals("tmpfs", b.get("type").asText());
      assertEquals("/scratch", b.get("mountPoint").asText());
    }
    assertEquals(List.of("/data/a.bin", "/scratch/b.bin"), asked);
    assertEquals(1, tablesMade.get(), "the second write had every file resolved: no table read");
  }

  @Test
  void aFileSystemThatCannotBeToldIsLeftOutAndTheWriteGoesOn() throws Exception {
    Recording rec = new Recording(AgentConfig.parse("", 1), e -> {});
    DispatcherCalls d = new DispatcherCalls(rec);
    d.call("/data/unknown.bin", RecordedOp.FOS_WRITE, d, -1, 8, 0, 8, null);
    d.call("/data/failing.bin", RecordedOp.FOS_WRITE, d, -1, 8, 0, 8, null);
    SnapshotJson json =
        new SnapshotJson(
            ProfileHeader.current("test", 1, "cmd"),
            p -> -1,
            table(
                p -> {
                  if (p.contains("failing")) {
                    throw new IllegalStateException("no mount table");
                  }
                  return null;
                }));

    JsonNode profile = write(rec, json);

    for (String path : List.of("/data/unknown.bin", "/data/failing.bin")) {
      JsonNode f = file(profile, path);
      assertFalse(f.has("fileSystem"), path);
      assertTrue(f.get("ops").size() > 0, path);
    }
  }

  @Test
  void theWarmUpsWriterReadsNoMountTable() throws Exception {
    Recording rec = new Recording(AgentConfig.parse("", 1), e -> {});
    DispatcherCalls d = new DispatcherCalls(rec);
    d.call("/iobench-warmup", RecordedOp.FOS_WRITE, d, -1, 8, 0, 8, null);
    SnapshotJson json =
        new SnapshotJson(
            ProfileHeader.current("test", 1, "cmd"),
            p -> -1,
            table(p -> new MountedFileSystem("ext4", "/")));

    JsonNode profile = write(rec, json.withoutFileSystems());

    assertFalse(file(profile, "/iobench-warmup").has("fileSystem"));
    assertEquals(0, tablesMade.get());
    assertTrue(
        write(rec, json).toString().contains("\"fileSystem\""), "the writer itself resolves");
  }

  @Test
  void theAgentsOwnLookupNamesTheFileSystemOfARealFile() throws Exception {
    Recording rec = new Recording(AgentConfig.parse("", 1), e -> {});
    DispatcherCalls d = new DispatcherCalls(rec);
    String path = System.getProperty("java.io.tmpdir") + "/iobench-fs-field-test.bin";
    d.call(path, RecordedOp.FOS_WRITE, d, -1, 8, 0, 8, null);

    JsonNode fs =
        file(write(rec, new SnapshotJson(ProfileHeader.current("test", 1, "cmd"))), path)
            .get("fileSystem");

    assertFalse(fs.get("type").asText().isEmpty());
    assertTrue(fs.get("mountPoint").asText().startsWith("/"), fs.toString());
  }
}
