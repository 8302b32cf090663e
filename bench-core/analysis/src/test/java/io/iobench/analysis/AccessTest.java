package io.iobench.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.analysis.Access.Kind;
import io.iobench.profile.OpProfile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AccessTest {
  /** An operation of {@code calls} calls whose followers split as given. */
  static OpProfile op(long calls, long consecutive, long forward, long backward) {
    OpProfile op = new OpProfile();
    op.api = "RandomAccessFile";
    op.op = "read";
    op.calls = calls;
    op.pattern = new OpProfile.Pattern();
    op.pattern.consecutive = consecutive;
    op.pattern.sequential = consecutive + forward;
    op.pattern.backward = backward;
    return op;
  }

  @Test
  void callsThatEachBeginWhereTheLastEndedAreSequential() {
    Access a = Access.of(op(1000, 999, 0, 0));
    assertEquals(Kind.SEQUENTIAL, a.kind());
    assertTrue(a.sequential());
    assertEquals(1.0, a.consecutiveShare(), 1e-12);
  }

  @Test
  void aFileReadAgainFromItsStartIsStillSequential() {
    // Ten passes of 100 calls: every pass but the first starts with a jump back.
    Access a = Access.of(op(1000, 990, 0, 9));
    assertEquals(Kind.SEQUENTIAL, a.kind());
  }

  @Test
  void theForwardJumpShareIsTheEdge() {
    long followers = 1000;
    long atEdge = (long) (Access.FORWARD_JUMP_SHARE * followers);
    assertTrue(Access.of(op(followers + 1, followers - atEdge, atEdge, 0)).sequential());
    assertFalse(Access.of(op(followers + 1, followers - atEdge - 1, atEdge + 1, 0)).sequential());
  }

  @Test
  void positionalCallsAllOverTheFileAreRandom() {
    Access a = Access.of(op(1001, 10, 490, 500));
    assertEquals(Kind.RANDOM, a.kind());
    assertFalse(a.sequential());
  }

  @Test
  void forwardJumpsByOneGapAreStrided() {
    OpProfile op = op(1001, 0, 1000, 0);
    op.pattern.strides = List.of(Map.of("stride", 4096L, "count", 1000L));
    Access a = Access.of(op);
    assertEquals(Kind.STRIDED, a.kind());
    assertEquals(4096, a.stride());
  }

  @Test
  void forwardJumpsOfVaryingGapsSkipForward() {
    assertEquals(Kind.FORWARD_SKIPPING, Access.of(op(1001, 0, 1000, 0)).kind());
  }

  @Test
  void runsOfConsecutiveCallsFromRandomPositionsHaveALength() {
    // 1000 calls in pairs from random positions: 500 consecutive, 499 jumps either way.
    Access a = Access.of(op(1000, 500, 250, 249));
    assertEquals(Kind.RANDOM, a.kind());
    assertEquals(2, a.runLength());
  }

  /**
   * readLong at a seek, twice per entry, on JDK 17: each value eight reads of a byte, the pattern
   * the values'. Counted over the reads, the lookups would look sequential.
   */
  @Test
  void anOperationRecordedAsTheReadsOfItsMethodHasTheMethodsPattern() {
    OpProfile op = op(16_000, 500, 250, 249);
    op.methodCalls = 1000;
    Access a = Access.of(op);
    assertEquals(Kind.RANDOM, a.kind());
    assertEquals(2, a.runLength());
  }

  @Test
  void oneCallOrNoCountersNameNoPattern() {
    assertEquals(Kind.SINGLE, Access.of(op(1, 0, 0, 0)).kind());
    OpProfile force = new OpProfile();
    force.calls = 5;
    assertEquals(Kind.UNKNOWN, Access.of(force).kind());
    assertTrue(Access.of(force).sequential());
  }
}
