package io.iobench.technique;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.net.URL;
import java.net.URLClassLoader;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CatalogueTest {
  private static final long MIB = 1 << 20;

  @Test
  void familiesAreUniqueAndEachBuildsItself() {
    List<String> families = Catalogue.families();
    assertEquals(families.size(), new HashSet<>(families).size());
    assertEquals(families, Catalogue.rows().stream().map(Family::name).toList());
    for (String family : families) {
      Technique t = Catalogue.of(family, 8192).orElseThrow();
      assertEquals(family, t.family());
      assertFalse(t.title().isBlank(), family);
      // A family with a size in its ids shows it in its title too.
      assertEquals(t.id().contains("/"), t.title().contains("8 KiB"), t.title());
    }
  }

  /**
   * A family is its class: one written under {@code technique/} but not added to the catalogue's
   * table would never be proposed or replayed.
   */
  @Test
  void everyClassThatDeclaresAFamilyIsInTheCatalogue() {
    CompiledClasses.assertEachListedOnce(
        Catalogue.class, "FAMILY", Family.class, Catalogue.rows(), "Catalogue's table");
  }

  /**
   * A worker JVM replays one family: looking it up must load that family's class and no other
   * (loading them all took longer than the rest of a worker's start). The technique classes are
   * loaded afresh here, as in a new JVM.
   */
  @Test
  void lookingAFamilyUpLoadsItsClassAlone() throws Exception {
    List<String> families =
        CompiledClasses.holding(Catalogue.class, "FAMILY", Family.class).stream()
            .map(Class::getName)
            .toList();
    try (FreshTechniques fresh = new FreshTechniques()) {
      Class<?> catalogue = fresh.loadClass(Catalogue.class.getName());
      Object t = catalogue.getMethod("byId", String.class).invoke(null, "fis/64k");
      assertTrue(((Optional<?>) t).isPresent());
      assertEquals(
          List.of("io.iobench.technique.read.StreamRead"),
          families.stream().filter(fresh::loaded).toList());
    }
  }

  /** Loads the technique package's classes itself, from the catalogue's classes, the rest not. */
  private static final class FreshTechniques extends URLClassLoader {
    private static final String PACKAGE = Catalogue.class.getPackageName() + ".";

    FreshTechniques() {
      super(
          new URL[] {Catalogue.class.getProtectionDomain().getCodeSource().getLocation()},
          CatalogueTest.class.getClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith(PACKAGE)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> c = findLoadedClass(name);
        if (c == null) {
          c = findClass(name);
        }
        if (resolve) {
          resolveClass(c);
        }
        return c;
      }
    }

    boolean loaded(String name) {
      return findLoadedClass(name) != null;
    }
  }

  @Test
  void idsNameFamilyAndSize() {
    assertEquals("channel-direct/64k", id("channel-direct", 65536));
    assertEquals("mmap/1m", id("mmap", 1 << 20));
    assertEquals("fis/8188", id("fis", 8188));
    assertEquals("fis/1536", id("fis", 1536));
    assertEquals("raf/3m", id("raf", 3 << 20));
    assertEquals("fis-byte", id("fis-byte", 8192));
    assertEquals("copy-transfer-to", id("copy-transfer-to", 0));
    assertEquals("read-all-bytes", id("read-all-bytes", 123));
  }

  @Test
  void idsRoundTrip() {
    for (String family : Catalogue.families()) {
      for (int size : List.of(1, 100, 1024, 8188, 65536, 1 << 20, 3 << 20)) {
        Technique t = Catalogue.of(family, size).orElseThrow();
        Technique back = Catalogue.byId(t.id()).orElseThrow(() -> new AssertionError(t.id()));
        assertEquals(t.id(), back.id());
        assertEquals(t.bufferSize(), back.bufferSize(), t.id());
        assertEquals(t.getClass(), back.getClass(), t.id());
      }
    }
  }

  @Test
  void byIdRejectsWhatIsNotAnId() {
    for (String id :
        List.of(
            "",
            "nope",
            "nope/64k",
            "fis",
            "fis/",
            "fis/0",
            "fis/abc",
            "fis/-1",
            "fis/64x",
            "fis/64k/1",
            "copy-files/64k",
            "fis-byte/1",
            "fis/99999999999")) {
      assertEquals(Optional.empty(), Catalogue.byId(id), id);
    }
    assertEquals("fis/64k", Catalogue.byId("fis/65536").orElseThrow().id());
    assertEquals("fis/64k", Catalogue.byId("fis/64K").orElseThrow().id());
    assertEquals(Optional.empty(), Catalogue.of("fis", 0));
    assertEquals(Optional.empty(), Catalogue.of("fis", Catalogue.MAX_BUFFER + 1));
    assertEquals(Optional.empty(), Catalogue.of("nope", 8192));
  }

  @Test
  void byteAtATimeReadsGetBufferingAndByteAlternatives() {
    Workload w = Workload.sequential("bytes", Operation.READ, 10 * MIB, 1);
    List<String> ids =
        assertBaselineThenAll(
            w,
            "fis-byte",
            "buffered-stream/8k",
            "buffered-stream/64k",
            "mmap-byte",
            "fis/8k",
            "channel-direct/64k",
            "mmap/64k",
            "read-all-bytes");
    // Size 1 stays with the byte families: no fis/1, channel-direct/1, ...
    assertTrue(ids.stream().noneMatch(id -> id.endsWith("/1")), ids.toString());
  }

  @Test
  void randomReadsGetPositionalFamiliesAtTheCallSize() {
    Workload w = Workload.random("random", Operation.READ, 100 * MIB, 4096, 1000);
    List<String> ids = ids(w, "raf/4k");
    assertEquals(List.of("raf/4k", "channel-direct/4k", "channel-positional/4k", "mmap/4k"), ids);
    assertTrue(ids.stream().noneMatch(id -> id.startsWith("fis")), ids.toString());
  }

  /** The app's own technique stays the baseline even where the catalogue would not propose it. */
  @Test
  void theCurrentTechniqueComesFirstEvenWhereItWouldNotBeProposed() {
    Workload w = Workload.random("random", Operation.READ, 100 * MIB, 4096, 1000);
    Technique fis = Catalogue.byId("fis/4k").orElseThrow();
    assertFalse(fis.appliesTo(w));
    List<Technique> alternatives = Catalogue.alternatives(w, fis);
    assertEquals("fis/4k", alternatives.get(0).id());
    assertTrue(alternatives.stream().skip(1).noneMatch(t -> t.family().startsWith("fis")));
  }

  @Test
  void copiesGetTransfersAndBufferedCopiesOnlyForSmallCalls() {
    Workload w = Workload.sequential("copy", Operation.COPY, 50 * MIB, 4096);
    List<String> ids =
        assertBaselineThenAll(
            w,
            "copy-stream/4k",
            "copy-transfer-to",
            "copy-transfer-from",
            "copy-files",
            "copy-input-stream-transfer",
            "copy-buffered/8k",
            "copy-channel-direct/1m",
            "copy-stream/64k");
    assertFalse(ids.contains("copy-buffered/4k"), "a buffer no bigger than the calls does nothing");
  }

  @Test
  void buffersMuchBiggerThanTheFileAreLeftOutButTheSmallestStandardSizeStays() {
    Workload w = Workload.sequential("small", Operation.READ, 1000, 100);
    List<String> ids = ids(w, "fis/100");
    assertTrue(ids.contains("fis/8k"), ids.toString());
    assertTrue(ids.contains("fis/100"), ids.toString());
    assertFalse(ids.contains("fis/64k"), ids.toString());
    assertFalse(ids.contains("channel-direct/1m"), ids.toString());
  }

  @Test
  void readAllBytesOnlyForFilesThatFitTheHeapComfortably() {
    assertTrue(
        ids(Workload.sequential("a", Operation.READ, 256 * MIB, 8192), "fis/8k")
            .contains("read-all-bytes"));
    assertFalse(
        ids(Workload.sequential("b", Operation.READ, 257 * MIB, 8192), "fis/8k")
            .contains("read-all-bytes"));
  }

  @Test
  void alternativesNeverMixOperationsOrRepeatIds() {
    List<Workload> workloads =
        List.of(
            Workload.sequential("r1", Operation.READ, 3 * MIB, 1),
            Workload.sequential("r", Operation.READ, 3 * MIB, 8192),
            Workload.random("rr", Operation.READ, 3 * MIB, 512, 100),
            Workload.sequential("w1", Operation.WRITE, 3 * MIB, 1),
            Workload.sequential("w", Operation.WRITE, 3 * MIB, 8192).withForceEvery(MIB),
            Workload.sequential("c", Operation.COPY, 3 * MIB, 65536).withReplacing(true),
            Workload.sequential("s", Operation.SINK, 3 * MIB, 100),
            Workload.random("u", Operation.UPDATE, 3 * MIB, 4096, 100));
    for (Workload w : workloads) {
      Technique current =
          Catalogue.families().stream()
              .map(f -> Catalogue.of(f, w.callSize()).orElseThrow())
              .filter(t -> t.operation() == w.operation() && t.appliesTo(w))
              .findFirst()
              .orElseThrow(() -> new AssertionError("nothing applies to " + w));
      List<Technique> alternatives = Catalogue.alternatives(w, current);
      assertTrue(alternatives.size() > 1, w.name());
      Set<String> seen = new HashSet<>();
      for (Technique t : alternatives) {
        assertEquals(w.operation(), t.operation(), t.id() + " for " + w.name());
        assertTrue(seen.add(t.id()), "twice: " + t.id());
        assertTrue(t == current || t.appliesTo(w), t.id());
        assertDescribed(t, w);
      }
      if (w.operation() != Operation.READ) {
        Technique reader = Catalogue.byId("fis/8k").orElseThrow();
        assertThrows(IllegalArgumentException.class, () -> Catalogue.alternatives(w, reader));
      }
    }
  }

  @Test
  void updatesAreRandomOnly() {
    Workload sequential = Workload.sequential("u", Operation.UPDATE, MIB, 4096);
    for (String family : List.of("update-raf", "update-channel", "update-mmap")) {
      assertFalse(Catalogue.of(family, 4096).orElseThrow().appliesTo(sequential), family);
    }
  }

  @Test
  void invasivenessFollowsTheKindOfChange() {
    assertEquals(Invasiveness.BUFFER_SIZE, tech("fis/64k").invasiveness());
    assertEquals(Invasiveness.BUFFER_SIZE, tech("sink-array/64k").invasiveness());
    assertEquals(Invasiveness.WRAPPER, tech("buffered-stream/8k").invasiveness());
    assertEquals(Invasiveness.WRAPPER, tech("copy-files").invasiveness());
    assertEquals(Invasiveness.NEW_API, tech("channel-direct/64k").invasiveness());
    assertEquals(Invasiveness.NEW_API, tech("copy-transfer-to").invasiveness());
    assertEquals(Invasiveness.MAPPING, tech("mmap-byte").invasiveness());
    assertEquals(Invasiveness.MAPPING, tech("update-mmap/4k").invasiveness());
  }

  @Test
  void codeShowsTheSizesAndCaveatsTheRisks() {
    Workload read = Workload.sequential("r", Operation.READ, 10 * MIB, 1);
    assertTrue(tech("buffered-stream/8k").code(read).contains("new BufferedInputStream("));
    assertTrue(tech("buffered-stream/8k").code(read).contains("8192"));
    assertTrue(tech("channel-direct/64k").code(read).contains("ByteBuffer.allocateDirect(65536)"));
    Workload random = Workload.random("rr", Operation.READ, 10 * MIB, 4096, 10);
    assertTrue(tech("channel-positional/4k").code(random).contains("ch.read(buf, offset"));
    assertTrue(tech("mmap/64k").caveats(read).stream().anyMatch(c -> c.contains("SIGBUS")));
    assertTrue(
        tech("channel-direct/64k").caveats(read).stream()
            .anyMatch(c -> c.contains("allocateDirect")));
    assertTrue(tech("read-all-bytes").caveats(read).stream().anyMatch(c -> c.contains("10 MiB")));
    Workload write = Workload.sequential("w", Operation.WRITE, 10 * MIB, 8192).withForceEvery(MIB);
    assertTrue(tech("fos/64k").code(write).contains("force(false)"));
    assertTrue(tech("mmap-write/64k").code(write).contains("map.force()"));
    assertTrue(tech("fos/64k").caveats(write).stream().anyMatch(c -> c.contains("1 MiB")));
    Workload replacing = write.withReplacing(true);
    assertTrue(
        tech("raf-write/64k").caveats(replacing).stream().anyMatch(c -> c.contains("in place")));
    assertTrue(
        tech("mmap-write/64k").caveats(replacing).stream().anyMatch(c -> c.contains("in place")));
    assertFalse(tech("fos/64k").caveats(replacing).stream().anyMatch(c -> c.contains("in place")));
    Workload prealloc = write.withPreallocated(true);
    assertTrue(tech("fos/64k").code(prealloc).contains("new RandomAccessFile("));
    assertFalse(tech("mmap-write/64k").code(prealloc).contains("setLength"));
    assertTrue(tech("channel-heap-write/64k").code(prealloc).contains("open(path, WRITE)"));
  }

  /**
   * Every technique can show the code a user would write, a few lines with its size, and caveats.
   */
  private static void assertDescribed(Technique t, Workload w) {
    String code = t.code(w);
    long lines = code.lines().count();
    assertTrue(lines >= 1 && lines <= 13, t.id() + " code has " + lines + " lines:\n" + code);
    if (t.bufferSize() > 1) {
      assertTrue(
          code.contains(Integer.toString(t.bufferSize())),
          t.id() + " code without its size:\n" + code);
    }
    assertTrue(t.caveats(w).stream().noneMatch(c -> c == null || c.isBlank()), t.id());
  }

  /** The alternatives for {@code w}: the app's technique first, then at least {@code expected}. */
  private static List<String> assertBaselineThenAll(
      Workload w, String current, String... expected) {
    List<String> ids = ids(w, current);
    assertEquals(current, ids.get(0));
    for (String e : expected) {
      assertTrue(ids.contains(e), e + " in " + ids);
    }
    return ids;
  }

  private static List<String> ids(Workload w, String current) {
    return Catalogue.alternatives(w, tech(current)).stream().map(Technique::id).toList();
  }

  private static String id(String family, int size) {
    return Catalogue.of(family, size).orElseThrow().id();
  }

  private static Technique tech(String id) {
    return Catalogue.byId(id).orElseThrow(() -> new AssertionError("no technique " + id));
  }

  /**
   * readLong lookups at random places: the mapped twin loads the long where RandomAccessFile reads
   * 8 bytes.
   */
  @Test
  void randomPrimitiveLookupsAreOfferedTheirMappedTwin() {
    Workload lookups = Workload.random("index", Operation.READ, 16 * MIB, 8, 1000);
    Technique current = Catalogue.byId("raf-data").orElseThrow();
    List<String> ids =
        Catalogue.alternatives(lookups, current).stream().map(Technique::id).toList();
    assertTrue(ids.contains("mmap-data"), ids.toString());
    assertTrue(ids.contains("mmap/8"), ids.toString());
  }
}
