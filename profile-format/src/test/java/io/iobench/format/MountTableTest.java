package io.iobench.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MountTableTest {
  /**
   * A container's table: overlay root, a bind mount of a host directory, tmpfs and a spaced name.
   */
  private static final MountTable TABLE =
      MountTable.parse(
          List.of(
              "22 27 0:21 / /proc rw,relatime - proc proc rw",
              "27 1 254:0 / / rw,relatime shared:1 - overlay overlay rw,lowerdir=/l,upperdir=/u",
              "25 27 0:23 / /dev/shm rw,relatime - tmpfs tmpfs rw,size=65536k",
              "40 27 8:1 /srv/app-data /data rw,relatime master:2 - xfs /dev/sdb1 rw",
              "41 40 0:50 / /data/cache rw - tmpfs tmpfs rw",
              "42 27 8:17 / /mnt/my\\040disk rw,relatime - ext4 /dev/sdc1 rw",
              "43 27 8:18 / /mnt/backslash\\134dir rw - btrfs /dev/sdd1 rw",
              "44 27 0:60 / /mnt/nfs rw - nfs4 server:/export rw",
              "45 27 0:61 / /mnt/nfs rw - tmpfs tmpfs rw",
              "not a mount line",
              "46 27 0:62 / /broken rw no-separator"));

  @Test
  void theLongestMountPointThatHoldsThePathWins() {
    assertEquals(new MountedFileSystem("xfs", "/data"), TABLE.longestPrefix("/data/orders.db"));
    assertEquals(
        new MountedFileSystem("tmpfs", "/data/cache"), TABLE.longestPrefix("/data/cache/x"));
    assertEquals(new MountedFileSystem("tmpfs", "/data/cache"), TABLE.longestPrefix("/data/cache"));
    assertEquals(new MountedFileSystem("tmpfs", "/dev/shm"), TABLE.longestPrefix("/dev/shm/a.bin"));
    assertEquals(new MountedFileSystem("overlay", "/"), TABLE.longestPrefix("/var/log/app.log"));
  }

  @Test
  void aMountPointMatchesWholeNamesOnly() {
    assertEquals(new MountedFileSystem("overlay", "/"), TABLE.longestPrefix("/database/x"));
    assertEquals(new MountedFileSystem("overlay", "/"), TABLE.longestPrefix("/procfs"));
  }

  @Test
  void octalEscapesInMountPointsAreUndone() {
    assertEquals(
        new MountedFileSystem("ext4", "/mnt/my disk"), TABLE.longestPrefix("/mnt/my disk/f.txt"));
    assertEquals(
        new MountedFileSystem("btrfs", "/mnt/backslash\\dir"),
        TABLE.longestPrefix("/mnt/backslash\\dir/f"));
    assertEquals("a\tb\nc", MountTable.unescape("a\\011b\\012c"));
    assertEquals("kept \\9 and \\04", MountTable.unescape("kept\\040\\9 and \\04"));
  }

  @Test
  void aLaterMountOnTheSamePointHidesTheEarlierOne() {
    assertEquals(new MountedFileSystem("tmpfs", "/mnt/nfs"), TABLE.longestPrefix("/mnt/nfs/f"));
  }

  @Test
  void linesThatAreNoMountAreLeftOut() {
    assertNull(MountTable.parseLine("not a mount line"));
    assertNull(MountTable.parseLine("46 27 0:62 / /broken rw no-separator"));
    assertNull(MountTable.parseLine(""));
  }

  @Test
  void aPathThatNoLongerExistsResolvesByItsPrefix(@TempDir Path dir) throws Exception {
    MountTable table =
        MountTable.parse(
            List.of(
                "1 0 8:1 / / rw - ext4 /dev/sda1 rw",
                "2 1 0:5 / "
                    + dir.toRealPath().toString().replace(" ", "\\040")
                    + " rw - tmpfs tmpfs rw"));
    MountedFileSystem fs = table.fileSystemOf(dir.resolve("gone/deeper/file.bin").toString());
    assertNotNull(fs);
    assertEquals("tmpfs", fs.type(), fs.toString());
  }

  @Test
  void linksLeadToTheFileSystemTheyPointInto(@TempDir Path dir) throws Exception {
    Path mounted = Files.createDirectory(dir.resolve("mounted"));
    Path plain = Files.createDirectory(dir.resolve("plain"));
    Files.createFile(mounted.resolve("target.bin"));
    Files.createFile(plain.resolve("own.bin"));
    Files.createSymbolicLink(plain.resolve("link.bin"), mounted.resolve("target.bin"));
    Path linkedDir = Files.createSymbolicLink(dir.resolve("linked"), mounted);
    MountTable table =
        MountTable.parse(
            List.of(
                "1 0 8:1 / / rw - ext4 /dev/sda1 rw",
                "2 1 0:5 / "
                    + mounted.toRealPath().toString().replace(" ", "\\040")
                    + " rw - tmpfs tmpfs rw"));

    assertEquals("ext4", table.fileSystemOf(plain.resolve("own.bin").toString()).type());
    assertEquals("tmpfs", table.fileSystemOf(plain.resolve("link.bin").toString()).type());
    assertEquals("tmpfs", table.fileSystemOf(linkedDir.resolve("a.bin").toString()).type());
    assertEquals("tmpfs", table.fileSystemOf(linkedDir.resolve("b.bin").toString()).type());
    assertEquals("tmpfs", table.fileSystemOf(mounted.toString()).type(), "the mount point itself");
  }

  @Test
  void byDirectoryEveryFileResolvesAsItDoesAlone(@TempDir Path dir) throws Exception {
    Path mounted = Files.createDirectory(dir.resolve("mounted"));
    Path plain = Files.createDirectory(dir.resolve("plain"));
    Files.createFile(mounted.resolve("target.bin"));
    Files.createFile(plain.resolve("own.bin"));
    Files.createSymbolicLink(plain.resolve("link.bin"), mounted.resolve("target.bin"));
    Files.createSymbolicLink(plain.resolve("dangling.bin"), dir.resolve("nowhere.bin"));
    Path linkedDir = Files.createSymbolicLink(dir.resolve("linked"), mounted);
    Path file = Files.createFile(dir.resolve("file.bin"));
    String point = mounted.toRealPath().toString().replace(" ", "\\040");
    MountTable table =
        MountTable.parse(
            List.of(
                "1 0 8:1 / / rw - ext4 /dev/sda1 rw",
                "2 1 0:5 / " + point + " rw - tmpfs tmpfs rw",
                "3 1 0:6 / "
                    + file.toRealPath().toString().replace(" ", "\\040")
                    + " rw - overlay overlay rw"));
    Function<String, MountedFileSystem> byDirectory = table.byDirectory();
    List<Path> paths =
        List.of(
            plain.resolve("own.bin"),
            plain.resolve("link.bin"),
            plain.resolve("dangling.bin"),
            plain.resolve("new.bin"),
            linkedDir.resolve("a.bin"),
            linkedDir.resolve("target.bin"),
            mounted,
            mounted.resolve("target.bin"),
            file,
            dir.resolve("gone/deeper/file.bin"),
            linkedDir.resolve("gone/deeper/file.bin"),
            file.resolve("under-a-file.bin"));
    for (int pass = 0; pass < 2; pass++) {
      for (Path p : paths) {
        assertEquals(
            table.fileSystemOf(p.toString()), byDirectory.apply(p.toString()), p.toString());
      }
    }
    assertEquals("tmpfs", byDirectory.apply(linkedDir.resolve("a.bin").toString()).type());
    assertEquals("overlay", byDirectory.apply(file.toString()).type(), "a file mounted on its own");
  }

  @Test
  void withoutAMountTableTheJdksFileStoreAnswers(@TempDir Path dir) throws Exception {
    MountedFileSystem fs =
        MountTable.parse(List.of()).fileSystemOf(dir.resolve("new.txt").toString());
    assertNotNull(fs);
    assertEquals(false, fs.type().isEmpty());
    assertEquals(true, dir.toRealPath().toString().startsWith(fs.mountPoint()), fs.toString());
  }
}
