package io.iobench.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import java.util.List;
import org.junit.jupiter.api.Test;

class LibraryCallsTest {
  private static final String SINK = "com.google.common.io.CharSink.write";

  private static OpProfile op(String name, long appCalls, long fileCalls, long bytes) {
    OpProfile op = new OpProfile();
    op.api = "FileOutputStream";
    op.op = name;
    op.calls = fileCalls;
    op.bytes = bytes;
    if (appCalls > 0) {
      op.libraryCalls = new OpProfile.LibraryCalls();
      op.libraryCalls.calls = appCalls;
      op.libraryCalls.fileCalls = fileCalls;
      op.libraryCalls.bytes = bytes;
      op.libraryCalls.nanos = appCalls * 10_000;
    }
    return op;
  }

  private static FileProfile file(OpProfile... ops) {
    FileProfile f = new FileProfile();
    f.path = "/data/audit.log";
    f.ops = List.of(ops);
    return f;
  }

  @Test
  void aFileOpenedWrittenAndClosedPerCallOfTheApp() {
    OpProfile write = op("write", 1_000, 1_000, 31_000);
    FileProfile f = file(op("close", 1_000, 1_000, 0), write, op("open", 1_000, 1_000, 0));

    LibraryCalls calls = LibraryCalls.of(f, write, SINK);

    assertEquals(1_000, calls.appCalls());
    assertEquals(10_000_000, calls.nanos());
    assertEquals("1 open, 1 write of 31 bytes, 1 close", calls.perAppCall());
    assertEquals(SINK, calls.entry());
  }

  @Test
  void theTimeOfTheAppsCallsThatMadeTheOperationsCalls() {
    OpProfile write = op("write", 1_000, 1_000, 31_000);
    LibraryCalls calls = LibraryCalls.of(file(op("open", 1_000, 1_000, 0), write), write, SINK);

    assertTrue(calls.opensPerCall());
    assertEquals(40_000_000, calls.nanosFor("write", 4_000), "4,000 calls of the app, 10 us each");
    assertEquals(0, calls.nanosFor("read", 4_000), "no read was made in them");

    OpProfile eight = op("write", 400, 3_200, 44_800);
    LibraryCalls logged = LibraryCalls.of(file(eight), eight, SINK);
    assertFalse(logged.opensPerCall());
    assertEquals(4_000_000, logged.nanosFor("write", 3_200), "400 calls of 8 writes, 10 us each");
  }

  @Test
  void severalWritesPerCallAndAFractionOfOne() {
    OpProfile write = op("write", 400, 3_200, 44_800);
    // A flush of the file every four calls, say: a quarter of one per call.
    FileProfile f = file(write, op("force", 400, 100, 0));

    assertEquals("8 writes of 14 bytes, 0.25 forces", LibraryCalls.of(f, write, SINK).perAppCall());
  }

  @Test
  void anOperationMadeInFewOfTheCallsIsNotOfThem() {
    OpProfile write = op("write", 30_000, 30_000, 900_000);
    // The library opened the file in one call (its create), then wrote in every flush.
    FileProfile f = file(write, op("open", 1, 1, 0), op("close", 1, 1, 0));

    assertEquals("1 write of 30 bytes", LibraryCalls.of(f, write, SINK).perAppCall());
  }

  @Test
  void nothingWithoutCountedCallsOrAnEntry() {
    OpProfile own = op("write", 0, 100, 6_400);
    assertSame(LibraryCalls.NONE, LibraryCalls.of(file(own), own, SINK));
    OpProfile counted = op("write", 10, 10, 100);
    assertSame(LibraryCalls.NONE, LibraryCalls.of(file(counted), counted, null));
    assertFalse(LibraryCalls.NONE.counted());
    assertEquals("", LibraryCalls.NONE.perAppCall());
  }
}
