package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LibraryEntryMemoryTest {
  private static final Map<String, Set<String>> ENTRIES =
      Map.of(
          "org.apache.commons.io.FileUtils",
          new TreeSet<>(Set.of("writeStringToFile", "readLines")),
          "com.fasterxml.jackson.databind.ObjectMapper",
          new TreeSet<>(Set.of("writeValue")));

  @TempDir Path dir;
  private final List<String> errors = new ArrayList<>();

  private Path file() {
    return dir.resolve("cache/library-entries.txt");
  }

  private LibraryEntryMemory memory(String app) {
    return LibraryEntryMemory.at(file(), app, errors::add);
  }

  @Test
  void theNextJvmOfTheSameAppRemembersTheEntriesAndNoOtherAppDoes() {
    assertEquals(Map.of(), memory("com.acme.Main|/srv/acme").remembered(), "nothing kept yet");
    memory("com.acme.Main|/srv/acme").keep(ENTRIES);

    assertEquals(ENTRIES, memory("com.acme.Main|/srv/acme").remembered());
    assertEquals(Map.of(), memory("com.acme.Main|/srv/other").remembered(), "another folder");
    assertEquals(Map.of(), memory("com.acme.Tool|/srv/acme").remembered(), "another main");
    assertEquals(List.of(), errors);
  }

  @Test
  void entriesAlreadyKeptAreNotWrittenAgain() throws Exception {
    memory("app").keep(ENTRIES);
    FileTime old = FileTime.fromMillis(1_000_000);
    Files.setLastModifiedTime(file(), old);

    LibraryEntryMemory next = memory("app");
    next.keep(next.remembered());
    next.keep(ENTRIES);
    assertEquals(old, Files.getLastModifiedTime(file()));
  }

  @Test
  void aTruncatedOrForeignFileIsRememberedAsNothing() throws Exception {
    memory("app").keep(ENTRIES);
    String whole = Files.readString(file());
    for (int length = 0; length < whole.length() - 1; length++) {
      Files.writeString(file(), whole.substring(0, length));
      assertEquals(Map.of(), memory("app").remembered(), "cut at " + length);
    }
    Files.writeString(file(), whole.substring(0, whole.length() - 1));
    assertEquals(ENTRIES, memory("app").remembered(), "the last line's end is not needed");
    Files.writeString(
        file(),
        "iobench library entries 1\napp\ncom.acme.X run; rm -rf /\n",
        StandardCharsets.UTF_8);
    assertEquals(Map.of(), memory("app").remembered(), "a line that names no method");
    Files.write(file(), new byte[] {(byte) 0xff, 0, 1, 2});
    assertEquals(Map.of(), memory("app").remembered(), "not text");
    assertEquals(List.of(), errors);
  }

  @Test
  void aFileOthersCanWriteIsNotUsed() throws Exception {
    assumeTrue(FileSystems.getDefault().supportedFileAttributeViews().contains("posix"));
    memory("app").keep(ENTRIES);
    Files.setPosixFilePermissions(file(), PosixFilePermissions.fromString("rw-rw-rw-"));
    assertEquals(Map.of(), memory("app").remembered());
  }

  @Test
  void anUnwritableFolderCostsOneLineAndNothingElse() throws Exception {
    Files.writeString(dir.resolve("cache"), "a file where the folder would be");
    memory("app").keep(ENTRIES);
    assertEquals(1, errors.size(), errors.toString());
    assertTrue(errors.get(0).startsWith("iobench: could not keep the app's library entries"));
  }

  @Test
  void noFolderKeepsNothing() {
    LibraryEntryMemory none = LibraryEntryMemory.open(null, errors::add);
    none.keep(ENTRIES);
    assertEquals(Map.of(), none.remembered());
    assertEquals(List.of(), errors);
  }
}
