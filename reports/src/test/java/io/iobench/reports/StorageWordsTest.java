package io.iobench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileSystemMount;
import io.iobench.results.WorkloadResult;
import org.junit.jupiter.api.Test;

class StorageWordsTest {
  private static WorkloadResult.Storage storage(
      FileSystemMount observed, FileSystemMount replayed, String why) {
    WorkloadResult.Storage s = new WorkloadResult.Storage();
    s.observed = observed;
    s.replayed = replayed;
    s.dir = replayed == null ? "/var/scratch" : replayed.mountPoint;
    s.why = why;
    if (observed != null && replayed != null) {
      s.otherFileSystem = !observed.sameAs(replayed);
    }
    return s;
  }

  @Test
  void anotherFileSystemIsAWarningNamingBothAndWhy() {
    WorkloadResult.Storage s =
        storage(
            new FileSystemMount("ext4", "/"),
            new FileSystemMount("tmpfs", "/dev/shm"),
            "/srv/app is not writable");
    assertTrue(StorageWords.isWarning(s));
    assertEquals(
        "warning: replayed on tmpfs at /dev/shm, not on the observed file's ext4 at /"
            + " (/srv/app is not writable): its speed-ups are that file system's, not the app's"
            + " storage's",
        StorageWords.of(s));
  }

  @Test
  void theSameFileSystemIsSaidPlainly() {
    FileSystemMount xfs = new FileSystemMount("xfs", "/data");
    WorkloadResult.Storage s = storage(xfs, new FileSystemMount("xfs", "/data"), null);
    assertFalse(StorageWords.isWarning(s));
    assertEquals(
        "replayed on xfs at /data (in /data), the observed file's own file system",
        StorageWords.of(s));
  }

  @Test
  void aFileSystemTheProfileDoesNotTellIsNoWarningButSaidSo() {
    WorkloadResult.Storage s = storage(null, new FileSystemMount("ext4", "/"), null);
    assertFalse(StorageWords.isWarning(s));
    assertEquals(
        "replayed on ext4 at / (in /); the profile does not tell the observed file's file system",
        StorageWords.of(s));
    assertNull(StorageWords.of(null));
  }
}
