package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.agent.recording.WalkClock;
import java.lang.instrument.Instrumentation;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The thread CPU clock the walks are charged by, reached through the JDK's helper. */
class ThreadCpuClockTest {
  /**
   * The clock asks Instrumentation to export the helper's package to the agent's module only (the
   * test JVM exports it already, as the agent's JVM does once asked), and counts this thread's
   * time.
   */
  @Test
  void theClockIsTheJdksOwnOnceItsPackageIsExportedToTheAgent() {
    List<Object[]> redefinitions = new ArrayList<>();
    WalkClock clock = ThreadCpuClock.of(instrumentation(redefinitions, null));
    long start = clock.threadCpuNanos();

    assertEquals(1, redefinitions.size());
    Object[] args = redefinitions.get(0);
    assertEquals("java.management", ((Module) args[0]).getName());
    assertEquals(
        Map.of("sun.management", Set.of(ThreadCpuClock.class.getModule())), args[2], "exports");
    assertEquals(Map.of(), args[3], "opens");
    long spun = 0;
    for (long end = System.nanoTime() + 20_000_000; System.nanoTime() < end; ) {
      spun++;
    }
    assertTrue(start >= 0, "this JDK has a thread CPU clock");
    assertTrue(
        clock.threadCpuNanos() - start >= 1_000_000,
        "20 ms of spinning (" + spun + " turns) ran at least 1 ms on a core");
  }

  /** Where the package cannot be exported, the walks are charged their wall time. */
  @Test
  void whereThePackageCannotBeExportedTheWalksAreChargedTheirWallTime() {
    WalkClock clock =
        ThreadCpuClock.of(
            instrumentation(new ArrayList<>(), new UnsupportedOperationException("no modules")));

    assertSame(WalkClock.NONE, clock);
  }

  /** An Instrumentation whose redefineModule records its arguments, or throws {@code failure}. */
  private static Instrumentation instrumentation(
      List<Object[]> redefinitions, RuntimeException failure) {
    return (Instrumentation)
        Proxy.newProxyInstance(
            ThreadCpuClockTest.class.getClassLoader(),
            new Class<?>[] {Instrumentation.class},
            (proxy, method, args) -> {
              if (!method.getName().equals("redefineModule")) {
                throw new UnsupportedOperationException(method.getName());
              }
              if (failure != null) {
                throw failure;
              }
              redefinitions.add(args);
              return null;
            });
  }
}
