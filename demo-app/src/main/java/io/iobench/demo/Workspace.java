package io.iobench.demo;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The job's files, all under one directory. */
final class Workspace {
  final Path dir;
  final Path eventsLog;
  final Path journal;
  final Path index;
  final Path archiveCopy;
  final Path confDir;

  private Workspace(Path dir) {
    this.dir = dir;
    this.eventsLog = dir.resolve("events.log");
    this.journal = dir.resolve("journal.bin");
    this.index = dir.resolve("index.bin");
    this.archiveCopy = dir.resolve("archive").resolve("journal-copy.bin");
    this.confDir = dir.resolve("conf");
  }

  static Workspace create(Path dir) throws IOException {
    Files.createDirectories(dir);
    return new Workspace(dir);
  }
}
