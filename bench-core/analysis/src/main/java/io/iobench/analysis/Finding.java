package io.iobench.analysis;

import io.iobench.format.ProfileFields;
import io.iobench.format.RecordedOp;
import io.iobench.layer.AppLayer;
import io.iobench.layer.Layer;
import io.iobench.layer.helper.ReopenedFileLayer;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import java.util.Objects;
import java.util.Optional;

/**
 * What the profile says of one operation on one file: the facts every reader of the profile works
 * from.
 *
 * @param key what identifies it across runs
 * @param file the file's profile
 * @param op the operation's profile, for what the facts do not carry (its histograms)
 * @param calls calls of the file the app made
 * @param methodCalls calls of the method the app called: {@code calls}, or fewer for an operation
 *     recorded as the reads its method made (RandomAccessFile.readLine, a DataInput method that
 *     reads byte by byte), whose access pattern and sizes count these
 * @param bytes bytes they moved
 * @param ioNanos time in the calls: the mean sampled latency times the calls, 0 when unknown
 * @param p50Nanos the median call's latency, -1 when unknown
 * @param threads distinct threads that made the calls
 * @param access the order of the calls over the file
 * @param sizes the sizes the calls asked for
 * @param directBuffers whether most of a FileChannel's calls passed direct buffers
 * @param forcesPerCall the file's force() calls (of its channels and mappings) per call of this
 *     operation, 0 when none
 * @param callSite the app's frame of the path that made most calls and what it called, {@code
 *     com.acme.X.m(X.java:4) via java.io.BufferedWriter.flush}, or null without call paths
 * @param layer the layer the app's frame called on that path, or null when the app called the JDK's
 *     file API itself, the layer offers no change for that way in, or the profile has no call paths
 * @param callerUnknown whether the profile walked the operation's stacks but not to the app's frame
 *     on that path (see {@link OpProfile#callerUnknown}): no change can be placed in the app's code
 * @param library where that path entered a library no layer row describes, or null
 * @param opens the file's opens and closes through this operation's API
 * @param libraryCalls what the library the app reached the file through did to it per call of the
 *     app, {@link LibraryCalls#NONE} where the profile counted no such call
 */
public record Finding(
    FindingKey key,
    FileProfile file,
    OpProfile op,
    long calls,
    long methodCalls,
    long bytes,
    long ioNanos,
    long p50Nanos,
    long threads,
    Access access,
    SizeMix sizes,
    boolean directBuffers,
    double forcesPerCall,
    String callSite,
    AppLayer layer,
    boolean callerUnknown,
    LibraryEntry library,
    Opens opens,
    LibraryCalls libraryCalls) {

  public Finding {
    Objects.requireNonNull(key, "key");
    Objects.requireNonNull(opens, "opens");
    Objects.requireNonNull(libraryCalls, "libraryCalls");
    Objects.requireNonNull(access, "access");
    Objects.requireNonNull(sizes, "sizes");
  }

  /** The finding of one operation of a file whose channels and mappings were forced so often. */
  static Finding of(FileProfile file, OpProfile op, long fileForces) {
    Optional<OpProfile.CallPath> dominant = op.dominantPath();
    String site = dominant.map(OpProfile.CallPath::site).orElse(null);
    AppLayer layer = AppLayer.of(op).orElse(null);
    Optional<LibraryEntry> entry = dominant.flatMap(LibraryEntry::of);
    String operation = op.api + "." + op.op;
    return new Finding(
        new FindingKey(
            file.path == null ? "" : file.path,
            operation,
            io.iobench.results.WorkloadKey.entryFrame(site)),
        file,
        op,
        op.calls,
        op.appCalls(),
        op.bytes,
        Math.round(op.ioNanos()),
        op.latencyNanos != null ? op.latencyNanos.p50 : -1,
        op.threads,
        Access.of(op),
        SizeMix.of(op),
        direct(op),
        op.calls > 0 ? (double) fileForces / op.calls : 0,
        site,
        layer,
        op.callerUnknown(),
        layer != null ? null : entry.orElse(null),
        Opens.of(file, op),
        LibraryCalls.of(file, op, entry.map(LibraryEntry::method).orElse(null)));
  }

  /** Whether the app opened the file for every few of these calls (see {@link Opens#reopened}). */
  public boolean reopened() {
    return opens.reopened(calls, ioNanos);
  }

  /**
   * Where the change is for a file opened for every few calls: the file's opens, at the app's frame
   * that opened it, whatever layer or library the calls went through.
   */
  public AppLayer reopenedLayer() {
    Layer row = ReopenedFileLayer.LAYER;
    return new AppLayer(row, "", row.changes(), opens.callSite(), 1);
  }

  /** The recorded operation, or empty for one this version does not know (a newer agent's). */
  public Optional<RecordedOp> recordedOp() {
    return op.recordedOp();
  }

  /** Whether this is the operation {@code recorded}. */
  public boolean is(RecordedOp recorded) {
    return op.is(recorded);
  }

  private static boolean direct(OpProfile op) {
    if (op.buffers == null) {
      return false;
    }
    long direct = op.buffers.getOrDefault(ProfileFields.Buffers.DIRECT, 0L);
    long heap = op.buffers.getOrDefault(ProfileFields.Buffers.HEAP, 0L);
    return direct > heap;
  }
}
