package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Paths;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FileTableTest {

  @Test
  void aPathToldAbsoluteAndNormalIsWhatParsingItGives() {
    String[] names = {"", ".", "..", "...", ".m2", "a", "src", "Foo.java", "a b", "é", "x\ty", "-"};
    Random random = new Random(42);
    int told = 0;
    for (int i = 0; i < 50_000; i++) {
      StringBuilder path = new StringBuilder(random.nextInt(8) == 0 ? "" : "/");
      int parts = random.nextInt(6);
      for (int p = 0; p < parts; p++) {
        path.append(names[random.nextInt(names.length)]);
        if (p < parts - 1 || random.nextInt(6) == 0) {
          path.append('/');
        }
      }
      String s = path.toString();
      if (FileTable.isAbsoluteAndNormal(s)) {
        told++;
        assertEquals(Paths.get(s).toAbsolutePath().normalize().toString(), s, s);
      }
      assertEquals(Paths.get(s).toAbsolutePath().normalize().toString(), FileTable.absolute(s), s);
    }
    assertTrue(told > 1_000, "told " + told);
  }

  @Test
  void theFilesABuildOpensAreToldWithoutParsing() {
    assertTrue(FileTable.isAbsoluteAndNormal("/home/dev/project/src/main/java/a/B.java"));
    assertTrue(FileTable.isAbsoluteAndNormal("/home/dev/.m2/repository/x/1.0/x-1.0.jar"));
    assertFalse(FileTable.isAbsoluteAndNormal("/"));
    assertFalse(FileTable.isAbsoluteAndNormal("relative/B.java"));
    assertFalse(FileTable.isAbsoluteAndNormal("/a//b"));
    assertFalse(FileTable.isAbsoluteAndNormal("/a/./b"));
    assertFalse(FileTable.isAbsoluteAndNormal("/a/../b"));
    assertFalse(FileTable.isAbsoluteAndNormal("/a/b/"));
    assertFalse(FileTable.isAbsoluteAndNormal("/a/é"));
  }
}
