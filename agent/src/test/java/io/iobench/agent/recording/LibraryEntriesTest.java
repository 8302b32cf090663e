package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.example.app.FakeApp;
import java.lang.StackWalker.StackFrame;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class LibraryEntriesTest {
  private static final StackWalker WALKER =
      StackWalker.getInstance(StackWalker.Option.RETAIN_CLASS_REFERENCE);

  /** The frame of FakeApp.call, a method of a class outside the JDK and iobench. */
  private static StackFrame fakeAppFrame() {
    return FakeApp.call(
        () ->
            WALKER.walk(
                frames ->
                    frames
                        .filter(f -> f.getDeclaringClass() == FakeApp.class)
                        .findFirst()
                        .orElseThrow()));
  }

  @Test
  void aMethodFoundIsHandedOverOnceAndMatchedByItsName() {
    LibraryEntries entries = new LibraryEntries();
    List<String> handed = new ArrayList<>();
    entries.instrumentWith((type, method) -> handed.add(type.getName() + "." + method));

    StackFrame frame = fakeAppFrame();
    entries.found(frame, LibraryEntries.MIN_CALLS);
    entries.found(frame, LibraryEntries.MIN_CALLS);

    assertEquals(List.of("com.example.app.FakeApp.call"), handed);
    assertTrue(entries.hasMethods("com.example.app.FakeApp"));
    assertTrue(entries.isEntry("com.example.app.FakeApp", "call"));
    assertFalse(entries.isEntry("com.example.app.FakeApp", "run"));
  }

  @Test
  void nothingIsHandedOverWithoutAnInstrumenterOrForAJdkFrame() {
    LibraryEntries entries = new LibraryEntries();
    entries.found(fakeAppFrame(), LibraryEntries.MIN_CALLS);
    assertFalse(entries.hasMethods("com.example.app.FakeApp"), "no instrumenter yet");

    List<String> handed = new ArrayList<>();
    entries.instrumentWith((type, method) -> handed.add(method));
    // JUnit calls the test through java.lang.reflect.Method.invoke.
    StackFrame jdk =
        WALKER.walk(
            frames ->
                frames.filter(f -> f.getClassName().startsWith("java.")).findFirst().orElseThrow());
    entries.found(jdk, LibraryEntries.MIN_CALLS);
    assertEquals(List.of(), handed);
  }

  /** An operation with fewer calls than {@link LibraryEntries#MIN_CALLS} hands over no entry. */
  @Test
  void anOperationOfFewCallsHandsOverNoEntry() {
    LibraryEntries entries = new LibraryEntries();
    List<String> handed = new ArrayList<>();
    entries.instrumentWith((type, method) -> handed.add(method));
    StackFrame frame = fakeAppFrame();

    entries.found(frame, LibraryEntries.MIN_CALLS - 1);
    assertEquals(List.of(), handed);
    assertFalse(entries.hasAny());

    entries.found(frame, LibraryEntries.MIN_CALLS);
    assertEquals(List.of("call"), handed);
  }

  /**
   * JDK 25 walks a method retransformed while it ran as throwNoSuchMethodError: the frame is named
   * by the method instrumented in its class, where there is one.
   */
  @Test
  void anObsoleteFrameIsNamedByTheInstrumentedMethod() {
    LibraryEntries entries = new LibraryEntries();
    entries.instrumentWith((type, method) -> {});
    entries.found(fakeAppFrame(), LibraryEntries.MIN_CALLS);

    assertEquals("call", entries.methodName(FakeApp.class, "throwNoSuchMethodError"));
    assertEquals("other", entries.methodName(FakeApp.class, "other"));
    assertEquals(
        "throwNoSuchMethodError", entries.methodName(String.class, "throwNoSuchMethodError"));
  }

  /**
   * An entry an earlier JVM found gets its counter as its class loads: a walk that finds it then
   * hands nothing over, unless its class loaded without the counter (before the agent, or attached
   * to), and then once.
   */
  @Test
  void aRememberedEntryIsHandedOverOnlyWhereItsClassLoadedWithoutTheCounter() {
    LibraryEntries entries = new LibraryEntries();
    List<String> handed = new ArrayList<>();
    entries.instrumentWith((type, method) -> handed.add(method));
    entries.remember(Map.of("com.example.app.FakeApp", Set.of("call")));
    assertTrue(entries.isEntry("com.example.app.FakeApp", "call"), "woven as the class loads");

    entries.wovenAtLoad("com.example.app.FakeApp");
    entries.found(fakeAppFrame(), LibraryEntries.MIN_CALLS);
    assertEquals(List.of(), handed, "its class has the counter");

    LibraryEntries attached = new LibraryEntries();
    attached.instrumentWith((type, method) -> handed.add(method));
    attached.remember(Map.of("com.example.app.FakeApp", Set.of("call")));
    attached.found(fakeAppFrame(), LibraryEntries.MIN_CALLS);
    attached.found(fakeAppFrame(), LibraryEntries.MIN_CALLS);
    assertEquals(List.of("call"), handed, "loaded before: retransformed, once");
    assertEquals(Map.of("com.example.app.FakeApp", Set.of("call")), attached.all());
  }

  @Test
  void noMoreThanTheMostMethodsAreRemembered() {
    LibraryEntries entries = new LibraryEntries();
    Map<String, Set<String>> many = new java.util.TreeMap<>();
    for (int i = 0; i < LibraryEntries.MAX_METHODS + 10; i++) {
      many.put("com.example.C" + i, Set.of("m"));
    }
    entries.remember(many);
    assertEquals(LibraryEntries.MAX_METHODS, entries.all().size());
  }
}
