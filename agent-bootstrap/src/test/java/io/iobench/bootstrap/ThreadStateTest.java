package io.iobench.bootstrap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.junit.jupiter.api.Test;

/** The re-entry guard: which call is the outer one, and what nested calls hand to it. */
class ThreadStateTest {
  private final ThreadState state = new ThreadState(1);

  @Test
  void onlyTheFirstCallIsTheOuterOne() {
    assertFalse(state.inOuterCall());
    assertTrue(state.enterCall());
    assertTrue(state.inOuterCall());
    assertFalse(state.enterCall(), "a call inside the outer one");
    assertFalse(state.inOuterCall());
    assertFalse(state.exitCall(1));
    assertTrue(state.inOuterCall());
    assertTrue(state.exitCall(1), "leaving the outer call");
    assertFalse(state.inOuterCall());
    assertTrue(state.enterCall(), "the next call is an outer one again");
  }

  @Test
  void nestedCallsHandTheirBytesToTheOuterCall() {
    state.enterCall();
    nested(100);
    nested(IoDispatch.EOF);
    nested(20);
    assertEquals(120, state.nestedBytes());
    assertTrue(state.exitCall(IoDispatch.NESTED_BYTES));
    assertEquals(120, state.nestedBytes(), "still there for the recorder after the exit");
    state.enterCall();
    assertEquals(0, state.nestedBytes(), "every outer call starts from 0");
  }

  @Test
  void eachByteIsCountedOnceHoweverDeepItWasMoved() {
    state.enterCall(); // readUTF
    state.enterCall(); // readFully, which does not tell its bytes
    nested(2); // read
    nested(3); // read
    state.exitCall(IoDispatch.NESTED_BYTES);
    state.enterCall(); // a call that tells its bytes, over the reads it made
    nested(4);
    state.exitCall(4);
    assertEquals(9, state.nestedBytes());
    state.enterCall(); // a later call at the same level starts from 0
    state.exitCall(IoDispatch.NESTED_BYTES);
    assertEquals(9, state.nestedBytes());
    assertTrue(state.exitCall(IoDispatch.NESTED_BYTES));
  }

  /**
   * The reads a DataInput method made: readLong's eight read() through two readInt on JDK 17, its
   * one read under readFully on JDK 21; each counted once, however deep.
   */
  @Test
  void theInnermostNestedCallsAreCountedOnceEach() {
    state.enterCall(); // readLong on JDK 17
    for (int readInt = 0; readInt < 2; readInt++) {
      state.enterCall();
      for (int read = 0; read < 4; read++) {
        nested(1);
      }
      state.exitCall(4);
    }
    assertTrue(state.exitCall(8));
    assertEquals(8, state.nestedCalls(), "the eight read() calls, not the two readInt");
    assertEquals(8, state.nestedBytes());

    state.enterCall(); // readLong on JDK 21
    assertEquals(0, state.nestedCalls(), "every outer call starts from 0");
    state.enterCall(); // readFully
    nested(8); // read(byte[], int, int)
    state.exitCall(IoDispatch.NESTED_BYTES);
    assertTrue(state.exitCall(8));
    assertEquals(1, state.nestedCalls());

    state.enterCall(); // a call that made no instrumented call of its own
    assertTrue(state.exitCall(1));
    assertEquals(0, state.nestedCalls());
  }

  @Test
  void callsDeeperThanTheTrackedLevelsAreGuardedButNotSummed() {
    state.enterCall();
    for (int level = 2; level <= ThreadState.LEVELS + 2; level++) {
      assertFalse(state.enterCall());
    }
    for (int level = ThreadState.LEVELS + 2; level >= 2; level--) {
      assertFalse(state.exitCall(1));
    }
    assertEquals(1, state.nestedBytes(), "only the call at level 2 reached the outer one");
    assertTrue(state.exitCall(IoDispatch.NESTED_BYTES));
  }

  @Test
  void nothingInsideAnIgnoredStretchIsAnOuterCall() {
    state.beginIgnored();
    assertFalse(state.enterCall());
    assertFalse(state.inOuterCall());
    assertFalse(state.exitCall(1));
    state.endIgnored();
    assertTrue(state.enterCall());
  }

  @Test
  void ignoredStretchesNestInsideTheOuterCall() {
    state.enterCall();
    state.beginIgnored();
    assertFalse(state.inOuterCall());
    state.endIgnored();
    assertTrue(state.inOuterCall());
  }

  @Test
  void runIgnoredRunsTheWorkUnrecorded() throws Exception {
    boolean[] outer = {true, true};
    state.runIgnored(
        () -> {
          outer[0] = state.enterCall();
          outer[1] = state.exitCall(1);
        });
    assertFalse(outer[0]);
    assertFalse(outer[1]);
    assertTrue(state.enterCall(), "after the block");
  }

  @Test
  void anExceptionInsideAnIgnoredBlockStillRestoresTheGuard() {
    IOException failure = new IOException("disk full");
    IOException thrown =
        assertThrows(
            IOException.class,
            () ->
                state.runIgnored(
                    () -> {
                      throw failure;
                    }));
    assertSame(failure, thrown);
    assertTrue(state.enterCall(), "the next call is recorded again");
  }

  @Test
  void aThreadIgnoredForeverNeverReachesTheOuterCall() throws Exception {
    state.ignoreForever();
    for (int i = 0; i < 1000; i++) {
      assertFalse(state.enterCall());
      assertFalse(state.enterCall());
      assertFalse(state.exitCall(1));
      assertFalse(state.exitCall(1));
      state.runIgnored(() -> nested(1));
      assertFalse(state.inOuterCall());
    }
  }

  private void nested(long result) {
    assertFalse(state.enterCall());
    assertFalse(state.exitCall(result));
  }
}
