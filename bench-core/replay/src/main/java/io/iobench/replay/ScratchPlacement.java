package io.iobench.replay;

import io.iobench.format.MountTable;
import io.iobench.format.MountedFileSystem;
import io.iobench.profile.FileSystemMount;
import io.iobench.workload.ObservedWorkload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Chooses where a workload's scratch files go. A workload of a profile is replayed on the file
 * system its file lived on, so that its writes and forces wait for the same storage as the app's:
 * in a scratch directory beside the file when its directory is writable and has room, else at the
 * root of that file system (its mount point) when that is. Where neither is, or the file is not on
 * this machine, or the user gave a work directory, or the workload is a standalone scenario's, the
 * work directory takes it, and the place says why.
 */
public final class ScratchPlacement {
  /** What the placement asks of a directory; the local disks', or a test's. */
  public interface Disk {
    boolean writable(Path dir);

    long usableSpace(Path dir) throws IOException;

    /** The file system that holds {@code path}, or null when it cannot be told. */
    MountedFileSystem fileSystemOf(Path path);

    /** This machine's directories, and its mount table as read now. */
    static Disk local() {
      MountTable table = MountTable.current();
      return new Disk() {
        @Override
        public boolean writable(Path dir) {
          return Files.isDirectory(dir) && Files.isWritable(dir);
        }

        @Override
        public long usableSpace(Path dir) throws IOException {
          return Files.getFileStore(dir).getUsableSpace();
        }

        @Override
        public MountedFileSystem fileSystemOf(Path path) {
          return table.fileSystemOf(path.toString());
        }
      };
    }
  }

  private final Path workDir;
  private final boolean workDirGiven;
  private final Disk disk;

  /**
   * @param workDir where scratch files go when not on the observed file's file system
   * @param workDirGiven whether the user chose it ({@code --work-dir}): then every workload's go
   *     there
   */
  public ScratchPlacement(Path workDir, boolean workDirGiven, Disk disk) {
    this.workDir = workDir;
    this.workDirGiven = workDirGiven;
    this.disk = disk;
  }

  /** Everything in the work directory, as a replay without a profile does. */
  public static ScratchPlacement workDirOnly(Path workDir) {
    return new ScratchPlacement(workDir, true, Disk.local());
  }

  /**
   * The directory a workload's scratch directory is made in, its file system, and why it is not the
   * observed file's.
   *
   * @param neededBytes the scratch space the workload needs at most at once
   */
  public ScratchPlace choose(ObservedWorkload observed, long neededBytes) {
    if (observed == null) {
      return inWorkDir(null);
    }
    if (workDirGiven) {
      return inWorkDir("the work directory was given (--work-dir)");
    }
    Path file = Path.of(observed.storagePath()).toAbsolutePath().normalize();
    Path parent = file.getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      return inWorkDir("the observed file's directory " + parent + " is not on this machine");
    }
    List<String> whyNot = new ArrayList<>();
    List<Path> candidates = new ArrayList<>();
    candidates.add(parent);
    MountedFileSystem fs = disk.fileSystemOf(parent);
    if (fs != null && !Path.of(fs.mountPoint()).equals(parent)) {
      candidates.add(Path.of(fs.mountPoint()));
    }
    for (Path dir : candidates) {
      String problem = problem(dir, neededBytes);
      if (problem == null) {
        return new ScratchPlace(dir, FileSystemMount.of(fs), null);
      }
      whyNot.add(problem);
    }
    return inWorkDir(String.join("; ", whyNot));
  }

  /** Why scratch files cannot go in {@code dir}, or null when they can. */
  private String problem(Path dir, long neededBytes) {
    if (!disk.writable(dir)) {
      return dir + " is not writable";
    }
    long free;
    try {
      free = disk.usableSpace(dir);
    } catch (IOException e) {
      return dir + ": " + e.getMessage();
    }
    long needed = neededBytes + Scratch.MARGIN;
    if (free < needed) {
      return String.format(
          Locale.ROOT,
          "%s has %,d MiB free, the replay needs %,d MiB",
          dir,
          free >> 20,
          needed >> 20);
    }
    return null;
  }

  private ScratchPlace inWorkDir(String why) {
    return new ScratchPlace(workDir, FileSystemMount.of(disk.fileSystemOf(workDir)), why);
  }
}
