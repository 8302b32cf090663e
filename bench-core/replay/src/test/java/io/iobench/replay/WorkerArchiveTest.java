package io.iobench.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WorkerArchiveTest {
  @TempDir Path dir;

  /** What the JVM given {@code -XX:ArchiveClassesAtExit=FILE} would do as it exits. */
  private static void dump(List<String> args) throws IOException {
    String file = args.get(0).substring("-XX:ArchiveClassesAtExit=".length());
    Files.write(Path.of(file), new byte[] {1, 2, 3});
  }

  @Test
  void theFirstWorkerWritesTheArchiveAndTheWorkersAfterItUseIt() throws IOException {
    WorkerArchive archive = WorkerArchive.in(dir, List.of());
    WorkerArchive.Options writer = archive.options();
    assertTrue(writer.writes());
    List<String> first = writer.jvmArgs();
    assertEquals(1, first.size());
    assertTrue(first.get(0).startsWith("-XX:ArchiveClassesAtExit="), first.toString());
    assertEquals(
        WorkerArchive.Options.NONE,
        archive.options(),
        "one worker writes it, the others wait for it");
    dump(first);
    archive.written(true);
    WorkerArchive.Options user = archive.options();
    assertFalse(user.writes());
    List<String> later = user.jvmArgs();
    assertEquals(1, later.size());
    assertTrue(later.get(0).startsWith("-XX:SharedArchiveFile="), later.toString());
    Path file = Path.of(later.get(0).substring("-XX:SharedArchiveFile=".length()));
    assertTrue(Files.isRegularFile(file));
    assertEquals(List.of(file), files(), "only the archive is left, not its temporary file");
    assertEquals(
        later,
        WorkerArchive.in(dir, List.of()).options().jvmArgs(),
        "the next replay finds it in place");
  }

  @Test
  void anArchiveWhoseWorkerWasKilledIsNeverKept() throws IOException {
    WorkerArchive archive = WorkerArchive.in(dir, List.of());
    dump(archive.options().jvmArgs());
    archive.written(false);
    assertEquals(List.of(), files());
  }

  @Test
  void theArchivesOfOtherClassPathsAndJdksAreDeletedWhenANewOneIsWritten() throws IOException {
    Path stale = Files.write(dir.resolve("worker-0123456789abcdef.jsa"), new byte[] {1});
    Path other = Files.write(dir.resolve("notes.txt"), new byte[] {1});
    WorkerArchive archive = WorkerArchive.in(dir, List.of());
    dump(archive.options().jvmArgs());
    archive.written(true);
    assertFalse(Files.exists(stale));
    assertTrue(Files.exists(other), "only worker archives are iobench's to delete");
  }

  /**
   * A replay killed while its worker wrote the archive leaves the temporary file behind; the next
   * archive written deletes it once it is old enough not to be another replay's, still writing.
   */
  @Test
  void aTemporaryArchiveAKilledReplayLeftIsDeletedOnceItIsAnHourOld() throws IOException {
    Path abandoned = Files.write(dir.resolve("worker-123.tmp"), new byte[] {1});
    Files.setLastModifiedTime(
        abandoned,
        FileTime.from(
            Instant.now().minus(WorkerArchive.ABANDONED_AFTER).minus(Duration.ofMinutes(1))));
    Path writing = Files.write(dir.resolve("worker-456.tmp"), new byte[] {1});
    WorkerArchive archive = WorkerArchive.in(dir, List.of());
    dump(archive.options().jvmArgs());
    archive.written(true);
    assertFalse(Files.exists(abandoned));
    assertTrue(Files.exists(writing), "another replay may still be writing it");
  }

  @Test
  void noArchiveWhenTheUsersWorkerOptionsSetClassDataSharing() {
    assertNull(WorkerArchive.in(dir, List.of("-Xshare:off")));
    assertNull(WorkerArchive.in(dir, List.of("-XX:SharedArchiveFile=/x.jsa")));
    assertNull(WorkerArchive.in(null, List.of()));
  }

  @Test
  void anUnwritableDirectoryMeansNoArchiveNotAFailure() throws IOException {
    Path notADir = Files.write(dir.resolve("file"), new byte[] {1});
    WorkerArchive archive = WorkerArchive.in(notADir.resolve("cds"), List.of());
    assertEquals(WorkerArchive.Options.NONE, archive.options());
    archive.written(true);
  }

  private List<Path> files() throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.toList();
    }
  }
}
