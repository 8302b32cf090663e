package io.iobench.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.format.MountTable;
import io.iobench.format.MountedFileSystem;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * An app that writes a journal and forces it, profiled on one file system and replayed on one of
 * another type: a writable tmpfs of the mount table and the default temporary directory's file
 * system. Skipped, with the reason printed, where no two such file systems are writable.
 */
class StorageTruthIT {
  private final List<Path> made = new ArrayList<>();
  private MountedFileSystem tmpfs;
  private MountedFileSystem disk;
  private Path onTmpfs;
  private Path onDisk;

  @BeforeEach
  void twoFileSystemsOfDifferentTypes() throws IOException {
    MountTable table = MountTable.current();
    Path temp = Path.of(System.getProperty("java.io.tmpdir")).toRealPath();
    disk = table.fileSystemOf(temp.toString());
    skipUnless(disk != null, "the default temporary directory's file system cannot be told");
    skipUnless(
        !disk.type().equals("tmpfs"),
        "the default temporary directory is on tmpfs itself, not on a file system of another type");
    for (MountedFileSystem m : table.mounts()) {
      // Only a tmpfs meant for everyone's scratch files (world-writable, as /dev/shm often is).
      if (onTmpfs == null
          && m.type().equals("tmpfs")
          && everyonesScratch(Path.of(m.mountPoint()))) {
        Path dir = madeIn(Path.of(m.mountPoint()));
        // A mount point hidden by a later mount is not the tmpfs any more.
        if (dir != null && m.equals(table.fileSystemOf(dir.toString()))) {
          onTmpfs = dir;
          tmpfs = m;
        }
      }
    }
    skipUnless(onTmpfs != null, "no tmpfs of the mount table is writable by everyone");
    onDisk = madeIn(temp);
    skipUnless(onDisk != null, "the default temporary directory " + temp + " is not writable");
  }

  @AfterEach
  void removeWhatWasMade() throws IOException {
    for (Path dir : made) {
      AgentMatrixIT.deleteTree(dir);
    }
  }

  @Test
  void aFileOnTmpfsReplayedInAWorkDirectoryOnDiskGetsTheWarning() throws Exception {
    Path profile = profile(onTmpfs);
    Path results = onDisk.resolve("replay.json");
    Path work = Files.createDirectory(onDisk.resolve("work"));

    JavaRun.Result r = replay(profile, results, "--work-dir", work.toString());

    JsonNode storage = journal(results).get("storage");
    assertEquals("tmpfs", storage.at("/observed/type").asText(), storage.toString());
    assertEquals(tmpfs.mountPoint(), storage.at("/observed/mountPoint").asText());
    assertEquals(disk.type(), storage.at("/replayed/type").asText(), storage.toString());
    assertTrue(storage.get("otherFileSystem").asBoolean(), storage.toString());
    assertEquals("the work directory was given (--work-dir)", storage.get("why").asText());
    assertTrue(
        r.stdout.contains(
            "warning: replayed on "
                + disk
                + ", not on the observed file's "
                + tmpfs
                + " (the work directory was given (--work-dir))"),
        r.stdout);
  }

  @Test
  void forcedWritesOfAFileOnDiskReplayedOnTmpfsAreNoChangeToMake() throws Exception {
    Path profile = profile(onDisk);
    Path results = onDisk.resolve("replay.json");

    JavaRun.Result r = replay(profile, results, "--work-dir", onTmpfs.toString());

    JsonNode json = new ObjectMapper().readTree(results.toFile());
    JsonNode journal = journal(results);
    assertEquals("tmpfs", journal.at("/storage/replayed/type").asText(), journal.toString());
    assertEquals(disk.type(), journal.at("/storage/observed/type").asText());
    assertTrue(journal.at("/workload/forceEveryBytes").asLong() > 0, journal.toString());
    assertFalse(journal.get("recommended").asBoolean(), journal.toString());
    assertTrue(
        journal
            .get("verdict")
            .asText()
            .contains(
                "nothing recommended: the app forces its writes to the device, and the replay ran"
                    + " on "
                    + tmpfs),
        journal.get("verdict").asText());
    int forceNotMeasured = 0;
    for (JsonNode rec : json.get("recommendations")) {
      assertFalse("change".equals(rec.get("standing").asText()), rec.toString());
      forceNotMeasured += "force-not-measured".equals(rec.get("standing").asText()) ? 1 : 0;
    }
    assertTrue(forceNotMeasured > 0, json.get("recommendations").toString());
    assertTrue(
        r.stdout.contains("Not changes to make: forced writes replayed where force() waits"),
        r.stdout);
  }

  @Test
  void withoutAWorkDirectoryTheReplayRunsBesideTheFileOnItsFileSystem() throws Exception {
    Path profile = profile(onDisk);
    Path results = onDisk.resolve("replay.json");

    JavaRun.Result r = replay(profile, results);

    JsonNode storage = journal(results).get("storage");
    assertEquals(onDisk.resolve("app").toString(), storage.get("dir").asText(), storage.toString());
    assertFalse(storage.get("otherFileSystem").asBoolean(), storage.toString());
    assertFalse(storage.has("why"), storage.toString());
    assertEquals(disk.type(), storage.at("/replayed/type").asText());
    assertTrue(r.stdout.contains("the observed file's own file system"), r.stdout);
    try (Stream<Path> left = Files.list(onDisk.resolve("app"))) {
      assertTrue(
          left.noneMatch(p -> p.getFileName().toString().startsWith("iobench-scratch-")),
          "scratch left beside the file");
    }
  }

  /** Profiles {@code ForcedWrites} writing {@code dir/app/journal.log}. */
  private static Path profile(Path dir) throws Exception {
    Path app = Files.createDirectories(dir.resolve("app"));
    Path profile = dir.resolve("profile.json");
    JavaRun.on(JdkMatrix.current())
        .profiled(profile, "io.iobench.itapps.ForcedWrites", app.resolve("journal.log").toString());
    JsonNode file = null;
    for (JsonNode f : new ObjectMapper().readTree(profile.toFile()).get("files")) {
      if (f.get("path").asText().endsWith("journal.log")) {
        file = f;
      }
    }
    assertNotNull(file, "the journal is in the profile");
    assertNotNull(file.get("fileSystem"), "the agent resolved its file system: " + file);
    return profile;
  }

  /** The hottest workload, one warm-up round and ten measured (see {@link QuickReplay}). */
  private static JavaRun.Result replay(Path profile, Path results, String... more)
      throws Exception {
    List<String> args =
        new ArrayList<>(
            List.of(
                "replay",
                profile.toString(),
                "-o",
                results.toString(),
                "--top",
                "1",
                "--max-size",
                "1m",
                "--warmup",
                "1",
                "--rounds",
                "10"));
    args.addAll(List.of(more));
    JavaRun.Result r = JavaRun.cli().run(JavaRun.CLI, args.toArray(new String[0]));
    assertEquals(0, r.exitCode, r.toString());
    return r;
  }

  private static JsonNode journal(Path results) throws IOException {
    for (JsonNode w : new ObjectMapper().readTree(results.toFile()).get("workloads")) {
      if (w.get("path").asText().endsWith("journal.log")) {
        return w;
      }
    }
    throw new AssertionError("no workload of the journal in " + results);
  }

  /** A new directory in {@code parent}, removed after the test; null where none can be made. */
  private Path madeIn(Path parent) {
    try {
      Path dir = Files.createTempDirectory(parent, "iobench-storage-it-").toRealPath();
      made.add(dir);
      return dir;
    } catch (IOException | SecurityException e) {
      return null;
    }
  }

  private static boolean everyonesScratch(Path dir) {
    try {
      return Files.getPosixFilePermissions(dir).contains(PosixFilePermission.OTHERS_WRITE);
    } catch (IOException | UnsupportedOperationException | SecurityException e) {
      return false;
    }
  }

  private static void skipUnless(boolean condition, String reason) {
    if (!condition) {
      System.out.println("StorageTruthIT skipped: " + reason);
    }
    Assumptions.assumeTrue(condition, reason);
  }
}
