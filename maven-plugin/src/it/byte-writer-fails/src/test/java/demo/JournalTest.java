package demo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JournalTest {
  @Test
  void writesTheJournal(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("journal.log");
    Journal.write(file, 2_000_000);
    assertEquals(2_000_000, Files.size(file));
  }

  @Test
  void runsUnderTheAgentWithTheProjectsOwnArguments() {
    assertEquals("yes", System.getProperty("kept"), "the project's argLine was kept");
    assertNotNull(System.getProperty("iobench.recording"), "the agent records");
  }
}
