package io.iobench.cli.attach;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A process's memory map tells a JVM from any other program; and what ProcessHandle says. */
class OsProcessFactsTest {
  @TempDir Path proc;

  /** The facts of process 42 whose {@code /proc} file {@code name} holds {@code content}. */
  private OsProcessFacts withFile(String name, String content) throws Exception {
    Path dir = Files.createDirectories(proc.resolve("42"));
    Files.write(dir.resolve(name), content.getBytes(StandardCharsets.ISO_8859_1));
    return new OsProcessFacts(proc);
  }

  private ProcessFacts.Jvm loaded(String maps) throws Exception {
    return withFile("maps", maps).loaded(42);
  }

  @Test
  void libjvmInTheMapIsAJvm() throws Exception {
    assertEquals(
        ProcessFacts.Jvm.YES,
        loaded(
            "55d4c1a00000-55d4c1a01000 r--p 00000000 08:01 1 /usr/lib/jvm/bin/java\n"
                + "7f1c2a000000-7f1c2b000000 r-xp 00000000 08:01 2"
                + " /usr/lib/jvm/lib/server/libjvm.so\n"));
  }

  @Test
  void aReadableMapWithoutLibjvmIsNoJvm() throws Exception {
    assertEquals(
        ProcessFacts.Jvm.NO,
        loaded(
            "5600a0000000-5600a0002000 r--p 00000000 08:01 3 /usr/bin/sleep\n"
                + "7f00b0000000-7f00b0028000 r--p 00000000 08:01 4 /usr/lib/libc.so.6\n"
                + "7f00b1000000-7f00b1001000 r--p 00000000 08:01 5 /data/caf\u00e9\u00ff.bin\n"));
  }

  @Test
  void anEmptyOrMissingMapSaysNothing() throws Exception {
    assertEquals(ProcessFacts.Jvm.UNKNOWN, loaded(""), "a zombie or a kernel thread");
    assertEquals(ProcessFacts.Jvm.UNKNOWN, new OsProcessFacts(proc).loaded(43), "no such file");
  }

  private java.util.Optional<Boolean> catchesSigquit(String status) throws Exception {
    return withFile("status", status).catchesSigquit(42);
  }

  @Test
  void sigquitIsCaughtWhenItsBitIsInSigCgt() throws Exception {
    // A JVM's masks: SIGQUIT (3) is bit 2 of the last digit.
    assertEquals(
        java.util.Optional.of(true),
        catchesSigquit("Name:\tjava\nSigIgn:\t0000000000000000\nSigCgt:\t2000000181005ccf\n"));
    // sleep's, and a JVM's with -Xrs: SIGQUIT not caught.
    assertEquals(
        java.util.Optional.of(false), catchesSigquit("Name:\tsleep\nSigCgt:\t0000000000000000\n"));
    assertEquals(java.util.Optional.of(false), catchesSigquit("SigCgt:\t2000000181005cc3\n"));
    assertEquals(java.util.Optional.empty(), catchesSigquit("Name:\tjava\n"), "no SigCgt line");
    assertEquals(
        java.util.Optional.empty(), new OsProcessFacts(proc).catchesSigquit(43), "no such file");
  }

  @Test
  void thisJvmAsTheSystemSeesIt() {
    OsProcessFacts facts = new OsProcessFacts();
    long self = ProcessHandle.current().pid();
    assertTrue(facts.alive(self));
    assertEquals(facts.self(), facts.owner(self).orElse(facts.self()));
    if (Files.isReadable(Path.of("/proc/self/maps"))) {
      assertEquals(ProcessFacts.Jvm.YES, facts.loaded(self));
      assertEquals(java.util.Optional.of(true), facts.catchesSigquit(self), "a JVM catches it");
    }
    assertFalse(facts.alive(Long.MAX_VALUE));
  }
}
