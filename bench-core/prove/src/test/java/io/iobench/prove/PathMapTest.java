package io.iobench.prove;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class PathMapTest {

  @Test
  void theLongestPrefixThatMatchesMapsABeforePath() {
    PathMap m = PathMap.of(List.of("/srv=/opt", "/srv/app-1.2=/srv/app-1.3"));
    assertEquals("/srv/app-1.3/lib/x.jar", m.before("/srv/app-1.2/lib/x.jar"));
    assertEquals("/opt/other/y.dat", m.before("/srv/other/y.dat"));
    assertEquals("/srv/other/y.dat", m.after("/srv/other/y.dat"), "after paths are not mapped");
  }

  @Test
  void theVaryingPartsOfAFileNameAreReadAsOneNotThoseOfItsFolders() {
    assertEquals("/tmp/upload#.tmp", PathMap.canonical("/tmp/upload8812734512398412.tmp"));
    assertEquals(
        "/data/#.part", PathMap.canonical("/data/3f2a9c1e-8b4d-4c1a-9e2f-0123456789ab.part"));
    assertEquals("/data/20261128/log-2.txt", PathMap.canonical("/data/20261128/log-2.txt"));
    assertEquals("C:\\tmp\\a#.tmp", PathMap.canonical("C:\\tmp\\a123456.tmp"));
  }

  @Test
  void aMappingWithoutBothSidesIsRefused() {
    for (String bad : List.of("/srv", "=/opt", "/srv=")) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> PathMap.of(List.of(bad)));
      assertEquals("a path mapping is OLD=NEW, not '" + bad + "'", e.getMessage());
    }
  }

  @Test
  void unitsOfWorkAreOneNumberOrTwo() {
    assertEquals(new WorkUnits(1000, 1000), WorkUnits.parse("1000"));
    assertEquals(new WorkUnits(1000, 2500), WorkUnits.parse("1000:2500"));
    for (String bad : List.of("", "x", "0", "-1:5", "3:0", "1:2:3", "NaN")) {
      assertThrows(IllegalArgumentException.class, () -> WorkUnits.parse(bad), bad);
    }
  }
}
