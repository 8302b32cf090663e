package io.iobench.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.format.ProfileFields;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.RecordedOps;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * An operation whose stacks the agent walked, but not to the app's frame: a walk cut short (a
 * thread past its share of walks, a stack deeper than a walk looks), or no path of it kept. Whose
 * code made the calls is unknown, so nothing of the app's is claimed; an engine seen near the call
 * still owns them.
 */
class CallerUnknownTest {
  private static final String CUT = ProfileFields.CallPath.ELIDED;

  private static Finding finding(OpProfile op) {
    FileProfile f = new FileProfile();
    f.path = "/data/segment_7.cfs";
    return Finding.of(f, op, 0);
  }

  /** The finding of 40 calls of {@code api}'s {@code op}, all made on {@code path}. */
  private static Finding onPath(String api, String op, OpProfile.CallPath path) {
    return finding(RecordedOps.op(api, op, 40, path));
  }

  private static OpProfile.CallPath path(String app, String... frames) {
    return RecordedOps.path(app, null, 40, List.of(frames));
  }

  /**
   * A JDK decorator seen under a cut may be a library's: neither it nor the app's code is taken for
   * where the change is.
   */
  @Test
  void aCutPathThroughAJdkDecoratorPlacesNothingInTheAppsCode() {
    Finding f =
        onPath(
            "FileOutputStream",
            "write",
            path(
                null, CUT, "java.io.BufferedOutputStream.flush", "java.io.FileOutputStream.write"));
    assertTrue(f.callerUnknown());
    assertNull(f.layer(), "a cut path's JDK decorator may be another library's");
    assertNull(f.library());
    assertTrue(f.callSite().startsWith("(app's frame unknown"), f.callSite());
    assertTrue(f.callSite().endsWith(" via java.io.BufferedOutputStream.flush"), f.callSite());
    assertNull(f.key().entryFrame());
  }

  /**
   * An engine's frames under the cut: its calls are the engine's, whoever called it, also where a
   * JDK decorator the engine wrote through is the outermost frame kept.
   */
  @Test
  void aCutPathThroughAnEngineIsTheEngines() {
    Finding f =
        onPath(
            "FileChannel",
            "write",
            path(
                null,
                CUT,
                "java.io.BufferedOutputStream.flush",
                "java.io.BufferedOutputStream.flushBuffer",
                "java.util.zip.CheckedOutputStream.write",
                "org.apache.lucene.store.FSDirectory$FSIndexOutput$1.write",
                "java.nio.channels.Channels.writeFully",
                "sun.nio.ch.FileChannelImpl.write"));
    assertTrue(f.callerUnknown());
    assertNotNull(f.layer());
    assertEquals("lucene", f.layer().layer().id());
    assertFalse(f.layer().appCanChange());
  }

  /** No path kept for the operation: its calls all in the paths' "other". */
  @Test
  void anOperationWithoutAKeptPathHasAnUnknownCaller() {
    OpProfile op = RecordedOps.op("FileInputStream", "read", 12);
    op.callPathsOther = path(null);
    op.callPathsOther.frames = null;
    op.callPathsOther.calls = 12;
    Finding f = finding(op);
    assertTrue(f.callerUnknown());
    assertNull(f.layer());
    assertNull(f.callSite());
  }

  /**
   * A whole path, with the app's frame or from a thread without one, and a profile without call
   * paths, which walked nothing: the caller is not unknown in the sense above.
   */
  @Test
  void wholePathsAndProfilesWithoutPathsAreNotUnknownCallers() {
    assertFalse(
        onPath(
                "FileOutputStream",
                "write",
                path(
                    "com.acme.Export.run(Export.java:9)",
                    "java.io.BufferedOutputStream.flush",
                    "java.io.FileOutputStream.write"))
            .callerUnknown());
    Finding ownThread =
        onPath(
            "FileOutputStream",
            "write",
            path(
                null,
                "ch.qos.logback.core.AsyncAppenderBase$Worker.run",
                "java.io.FileOutputStream.write"));
    assertFalse(ownThread.callerUnknown());
    assertTrue(ownThread.callSite().startsWith("(no app frame"), ownThread.callSite());
    OpProfile withoutPaths = RecordedOps.op("FileOutputStream", "write", 40);
    withoutPaths.callPaths = null;
    assertFalse(finding(withoutPaths).callerUnknown());
  }

  /** A path cut in its middle (a long one) kept its outermost frames: it is whole. */
  @Test
  void aPathElidedInItsMiddleIsWhole() {
    OpProfile.CallPath p =
        path(
            "com.acme.Export.run(Export.java:9)",
            "org.example.A.a",
            CUT,
            "java.io.FileOutputStream.write");
    assertFalse(p.cut());
    OpProfile.CallPath cut = path(null, CUT, "java.io.FileOutputStream.write");
    assertTrue(cut.cut());
  }
}
