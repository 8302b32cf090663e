package io.iobench.workload;

import io.iobench.analysis.Finding;
import io.iobench.analysis.LibraryCalls;
import io.iobench.analysis.LibraryEntry;
import io.iobench.layer.AppLayer;
import io.iobench.profile.FileSystemMount;
import io.iobench.results.ReplayNote;
import io.iobench.results.WorkloadKey;
import java.util.List;

/**
 * A workload derived from a profile, with what the app did to compare the replay against.
 *
 * @param path the profiled file (for a copy: its source)
 * @param target the file a copy wrote, or null for any other workload
 * @param workload what the replay does (sizes capped, see notes)
 * @param currentFamily technique family the app used (see the technique catalogue)
 * @param currentBufferSize bytes per call the app used, 0 where the family has no buffer
 * @param observedNanos time the app spent in these calls (sum of per-call latencies)
 * @param observedCalls calls the app made
 * @param observedP50Nanos median latency of the app's calls, -1 when unknown
 * @param observedP10Nanos the latency under which the app's fastest tenth of calls came, -1 when
 *     unknown
 * @param threads distinct threads that made the calls
 * @param finding the finding of the operation that stands for the app's calls (for a copy, its
 *     read): where they came from, the layer they went through; null for a workload made by hand
 * @param notes what the derivation assumed or capped, as facts the reports put into words
 * @param runNanos wall time of the profiled run, 0 when the profile does not tell it
 * @param fileSystem the file system of the file the replay writes for it (a copy's target, else
 *     {@code path}) as the profile tells it, or null when it does not
 */
public record ObservedWorkload(
    String path,
    String target,
    Workload workload,
    String currentFamily,
    int currentBufferSize,
    long observedNanos,
    long observedCalls,
    long observedP50Nanos,
    long observedP10Nanos,
    long threads,
    Finding finding,
    List<ReplayNote> notes,
    long runNanos,
    FileSystemMount fileSystem) {

  public ObservedWorkload {
    notes = List.copyOf(notes);
  }

  /** This workload of a run that lasted {@code runNanos}. */
  public ObservedWorkload withRunNanos(long runNanos) {
    return new ObservedWorkload(
        path,
        target,
        workload,
        currentFamily,
        currentBufferSize,
        observedNanos,
        observedCalls,
        observedP50Nanos,
        observedP10Nanos,
        threads,
        finding,
        notes,
        runNanos,
        fileSystem);
  }

  /**
   * The file whose file system the replay's scratch files go on: the one the app wrote (a copy's
   * target), whose forces and writes are what the file system decides, else the file.
   */
  public String storagePath() {
    return target != null ? target : path;
  }

  /** The app's most frequent call site ("com.acme.X.m(X.java:4) via ..."), or null. */
  public String callSite() {
    return finding == null ? null : finding.callSite();
  }

  /**
   * The layer the app's frame called on the path that made most calls, or null when the app called
   * the JDK's file API itself or the profile has no call paths.
   */
  public AppLayer layer() {
    if (finding == null) {
      return null;
    }
    return keepOpenAdvised() ? finding.reopenedLayer() : finding.layer();
  }

  /**
   * Where the calls entered a library no layer row describes, or null; null also where the app
   * reopened the file, whose change is at the app's opens.
   */
  public LibraryEntry library() {
    return finding == null || keepOpenAdvised() ? null : finding.library();
  }

  /**
   * Whether the profile walked the calls' stacks but not to the app's frame: whose code made them
   * is unknown, and so is whether a change of them is the app's to make. False where the app's
   * opens are the change, which the profile placed at the app's frame that opened the file.
   */
  public boolean callerUnknown() {
    return finding != null && finding.callerUnknown() && !adviceAtOpens();
  }

  /** What the library the calls went through did to the file per call of the app. */
  public LibraryCalls libraryCalls() {
    return finding == null ? LibraryCalls.NONE : finding.libraryCalls();
  }

  /**
   * The app's frame where the change is made: where it opened the file, when it reopened it for
   * every few calls (if the profile has that path); else {@link #callSite}.
   */
  public String adviceSite() {
    return adviceAtOpens() ? finding.opens().callSite() : callSite();
  }

  /** Whether the change is to keep the file open, at the app's frame that opened it. */
  private boolean adviceAtOpens() {
    return keepOpenAdvised() && finding.opens().callSite() != null;
  }

  /**
   * Whether the change is to keep the file open: the replay opens it again every few calls, as the
   * app did, and the opens are the app's to change (not an engine's, whose files are its own).
   */
  private boolean keepOpenAdvised() {
    return finding != null
        && workload.openEvery() > 0
        && (finding.layer() == null || finding.layer().appCanChange());
  }

  /** What identifies this workload in the results and across runs. */
  public WorkloadKey key() {
    return WorkloadKey.of(path, target, workload.operation().name(), callSite());
  }

  /** The workload as people read it: the file, or {@code source -> target} for a copy. */
  public String label() {
    return target == null ? path : path + " -> " + target;
  }
}
