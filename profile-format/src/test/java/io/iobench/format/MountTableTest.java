package io.iobench.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
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
    Tree tree = new Tree(dir);
    MountTable table = MountTable.parse(List.of(ROOT, mountLine(2, tree.mounted, "tmpfs")));

    assertEquals("ext4", table.fileSystemOf(tree.plain.resolve("own.bin").toString()).type());
    assertEquals("tmpfs", table.fileSystemOf(tree.plain.resolve("link.bin").toString()).type());
    assertEquals("tmpfs", table.fileSystemOf(tree.linked.resolve("a.bin").toString()).type());
    assertEquals("tmpfs", table.fileSystemOf(tree.linked.resolve("b.bin").toString()).type());
    assertEquals(
        "tmpfs", table.fileSystemOf(tree.mounted.toString()).type(), "the mount point itself");
  }

  @Test
  void byDirectoryEveryFileResolvesAsItDoesAlone(@TempDir Path dir) throws Exception {
    Tree tree = new Tree(dir);
    Files.createSymbolicLink(tree.plain.resolve("dangling.bin"), dir.resolve("nowhere.bin"));
    Path file = Files.createFile(dir.resolve("file.bin"));
    MountTable table =
        MountTable.parse(
            List.of(ROOT, mountLine(2, tree.mounted, "tmpfs"), mountLine(3, file, "overlay")));
    Function<String, MountedFileSystem> byDirectory = table.byDirectory();
    List<Path> paths =
        List.of(
            tree.plain.resolve("own.bin"),
            tree.plain.resolve("link.bin"),
            tree.plain.resolve("dangling.bin"),
            tree.plain.resolve("new.bin"),
            tree.linked.resolve("a.bin"),
            tree.linked.resolve("target.bin"),
            tree.mounted,
            tree.mounted.resolve("target.bin"),
            file,
            dir.resolve("gone/deeper/file.bin"),
            tree.linked.resolve("gone/deeper/file.bin"),
            file.resolve("under-a-file.bin"));
    for (int pass = 0; pass < 2; pass++) {
      for (Path p : paths) {
        assertEquals(
            table.fileSystemOf(p.toString()), byDirectory.apply(p.toString()), p.toString());
      }
    }
    assertEquals("tmpfs", byDirectory.apply(tree.linked.resolve("a.bin").toString()).type());
    assertEquals("overlay", byDirectory.apply(file.toString()).type(), "a file mounted on its own");
  }

  private static final String ROOT = "1 0 8:1 / / rw - ext4 /dev/sda1 rw";

  /** A mountinfo line that mounts a file system of {@code type} on {@code point}. */
  private static String mountLine(int id, Path point, String type) throws IOException {
    return id
        + " 1 0:"
        + id
        + " / "
        + point.toRealPath().toString().replace(" ", "\\040")
        + " rw - "
        + type
        + " "
        + type
        + " rw";
  }

  /**
   * A directory to mount, a plain one with its own file and a link to the other's, and a link to
   * the directory to mount.
   */
  private static final class Tree {
    final Path mounted;
    final Path plain;
    final Path linked;

    Tree(Path dir) throws IOException {
      mounted = Files.createDirectory(dir.resolve("mounted"));
      plain = Files.createDirectory(dir.resolve("plain"));
      Files.createFile(mounted.resolve("target.bin"));
      Files.createFile(plain.resolve("own.bin"));
      Files.createSymbolicLink(plain.resolve("link.bin"), mounted.resolve("target.bin"));
      linked = Files.createSymbolicLink(dir.resolve("linked"), mounted);
    }
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
