package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.format.MountedFileSystem;
import io.iobench.workload.ObservedWorkload;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ScratchPlacementTest {
  private static final long MIB = 1 << 20;

  @TempDir Path root;
  private Path mount;
  private Path appDir;
  private Path workDir;
  private final Set<Path> readOnly = new HashSet<>();
  private final Map<Path, Long> free = new HashMap<>();

  /** {@code root/data} is a mount of xfs holding the app's directory; the work dir is on tmpfs. */
  private final ScratchPlacement.Disk disk =
      new ScratchPlacement.Disk() {
        @Override
        public boolean writable(Path dir) {
          return Files.isDirectory(dir) && !readOnly.contains(dir);
        }

        @Override
        public long usableSpace(Path dir) {
          return free.getOrDefault(dir, 1024 * MIB);
        }

        @Override
        public MountedFileSystem fileSystemOf(Path path) {
          return path.startsWith(mount)
              ? new MountedFileSystem("xfs", mount.toString())
              : new MountedFileSystem("tmpfs", root.toString());
        }
      };

  @BeforeEach
  void dirs() throws Exception {
    mount = Files.createDirectories(root.resolve("data"));
    appDir = Files.createDirectories(mount.resolve("app/journal"));
    workDir = Files.createDirectories(root.resolve("tmp"));
  }

  private static ObservedWorkload writing(Path file) {
    Workload w = Workload.sequential(file.toString(), Operation.WRITE, 4 * MIB, 4096);
    return new ObservedWorkload(
        file.toString(),
        null,
        w,
        "fos",
        4096,
        1_000_000,
        1024,
        900,
        -1,
        1,
        null,
        List.of(),
        0,
        null);
  }

  private ScratchPlacement placement(boolean workDirGiven) {
    return new ScratchPlacement(workDir, workDirGiven, disk);
  }

  @Test
  void aWritableDirectoryWithRoomBesideTheFileTakesIt() {
    ScratchPlace place = placement(false).choose(writing(appDir.resolve("j.log")), 4 * MIB);
    assertEquals(appDir, place.dir());
    assertEquals("xfs at " + mount, place.fileSystem().toString());
    assertNull(place.why());
  }

  @Test
  void aReadOnlyDirectoryLeavesItToTheMountPoint() {
    readOnly.add(appDir);
    ScratchPlace place = placement(false).choose(writing(appDir.resolve("j.log")), 4 * MIB);
    assertEquals(mount, place.dir());
    assertEquals("xfs", place.fileSystem().type);
    assertNull(place.why());
  }

  @Test
  void noWritablePlaceOnTheFileSystemLeavesItToTheWorkDirectoryAndSaysWhy() {
    readOnly.add(appDir);
    readOnly.add(mount);
    ScratchPlace place = placement(false).choose(writing(appDir.resolve("j.log")), 4 * MIB);
    assertEquals(workDir, place.dir());
    assertEquals("tmpfs", place.fileSystem().type);
    assertEquals(appDir + " is not writable; " + mount + " is not writable", place.why());
  }

  @Test
  void noRoomOnTheFileSystemLeavesItToTheWorkDirectory() {
    free.put(appDir, 10 * MIB);
    free.put(mount, 10 * MIB);
    ScratchPlace place = placement(false).choose(writing(appDir.resolve("j.log")), 4 * MIB);
    assertEquals(workDir, place.dir());
    assertTrue(
        place.why().contains(appDir + " has 10 MiB free, the replay needs 68 MiB"), place.why());
  }

  @Test
  void aFileWhoseDirectoryIsNotHereIsReplayedInTheWorkDirectory() {
    ScratchPlace place =
        placement(false).choose(writing(root.resolve("elsewhere/app/j.log")), 4 * MIB);
    assertEquals(workDir, place.dir());
    assertEquals(
        "the observed file's directory "
            + root.resolve("elsewhere/app")
            + " is not on this machine",
        place.why());
  }

  @Test
  void aGivenWorkDirectoryTakesEveryWorkload() {
    ScratchPlace place = placement(true).choose(writing(appDir.resolve("j.log")), 4 * MIB);
    assertEquals(workDir, place.dir());
    assertEquals("the work directory was given (--work-dir)", place.why());
  }

  @Test
  void aStandaloneScenarioKeepsTheWorkDirectoryWithNothingToSay() {
    ScratchPlace place = placement(false).choose(null, 4 * MIB);
    assertEquals(workDir, place.dir());
    assertNull(place.why());
  }

  @Test
  void aCopyGoesOnItsTargetsFileSystem() throws Exception {
    Path source = Files.createDirectories(root.resolve("src"));
    Workload w = Workload.sequential("copy", Operation.COPY, 4 * MIB, 4096);
    ObservedWorkload copy =
        new ObservedWorkload(
            source.resolve("in.bin").toString(),
            appDir.resolve("out.bin").toString(),
            w,
            "copy-stream",
            4096,
            1,
            1,
            1,
            -1,
            1,
            null,
            List.of(),
            0,
            null);
    assertEquals(appDir, placement(false).choose(copy, 8 * MIB).dir());
  }
}
