package io.iobench.cli.attach;

import com.sun.tools.attach.VirtualMachine;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.List;
import java.util.Optional;

/** {@link ProcessFacts} from {@link ProcessHandle}, the JDK's list of JVMs, and Linux's /proc. */
final class OsProcessFacts implements ProcessFacts {
  private static final int SIGQUIT = 3;

  private final Path proc;

  OsProcessFacts() {
    this(Paths.get("/proc"));
  }

  /** Reads the memory maps and status files under {@code proc} (a test's copy of /proc). */
  OsProcessFacts(Path proc) {
    this.proc = proc;
  }

  @Override
  public boolean alive(long pid) {
    return ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false);
  }

  @Override
  public Optional<String> owner(long pid) {
    return ProcessHandle.of(pid).flatMap(p -> p.info().user());
  }

  @Override
  public String self() {
    return ProcessHandle.current().info().user().orElse(System.getProperty("user.name"));
  }

  @Override
  public Optional<String> program(long pid) {
    return ProcessHandle.of(pid)
        .flatMap(p -> p.info().command())
        .map(c -> Paths.get(c).getFileName())
        .map(Path::toString);
  }

  @Override
  public List<String> arguments(long pid) {
    return ProcessHandle.of(pid).flatMap(p -> p.info().arguments()).map(List::of).orElse(List.of());
  }

  @Override
  public boolean listed(long pid) {
    String id = Long.toString(pid);
    return VirtualMachine.list().stream().anyMatch(vm -> vm.id().equals(id));
  }

  /** The SigCgt line of /proc/PID/status: a mask in hex, bit n-1 for signal n; SIGQUIT is 3. */
  @Override
  public Optional<Boolean> catchesSigquit(long pid) {
    Path status = proc.resolve(Long.toString(pid)).resolve("status");
    try (BufferedReader in = Files.newBufferedReader(status, StandardCharsets.ISO_8859_1)) {
      for (String line; (line = in.readLine()) != null; ) {
        if (line.startsWith("SigCgt:")) {
          long caught = Long.parseUnsignedLong(line.substring("SigCgt:".length()).trim(), 16);
          return Optional.of((caught & (1L << (SIGQUIT - 1))) != 0);
        }
      }
    } catch (IOException | UncheckedIOException | SecurityException | NumberFormatException e) {
      return Optional.empty();
    }
    return Optional.empty();
  }

  /**
   * The JVM's code lives in libjvm (the launcher and JNI hosts alike load it), so a readable map
   * without it is a process no JVM runs in. An empty map is a zombie or a kernel thread: unknown.
   */
  @Override
  public Jvm loaded(long pid) {
    Path maps = proc.resolve(Long.toString(pid)).resolve("maps");
    boolean any = false;
    // Latin-1 reads any byte: a file name in the map that is not UTF-8 must not make it unknown.
    try (BufferedReader in = Files.newBufferedReader(maps, StandardCharsets.ISO_8859_1)) {
      for (String line; (line = in.readLine()) != null; ) {
        if (line.contains("libjvm")) {
          return Jvm.YES;
        }
        any = true;
      }
    } catch (IOException | UncheckedIOException | SecurityException e) {
      return Jvm.UNKNOWN;
    }
    return any ? Jvm.NO : Jvm.UNKNOWN;
  }
}
