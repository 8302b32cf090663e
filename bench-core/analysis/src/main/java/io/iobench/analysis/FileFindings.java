package io.iobench.analysis;

import io.iobench.format.FileKind;
import io.iobench.format.RecordedOp;
import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import java.util.List;
import java.util.Optional;

/**
 * The findings of one file, one per operation, with what holds for the file as a whole.
 *
 * @param file the file's profile
 * @param classPath whether the file is a class file, a jar or a module: read by the JVM's class
 *     loaders, not by the app's code, so the app has no call to change there
 * @param forceCalls force() calls on the file's channels and mappings
 * @param truncatedBytes bytes already in the file that the app's opens truncated, 0 if none
 * @param findings one per operation, in the profile's order
 */
public record FileFindings(
    FileProfile file,
    boolean classPath,
    long forceCalls,
    long truncatedBytes,
    List<Finding> findings) {

  public FileFindings {
    findings = List.copyOf(findings);
  }

  static FileFindings of(FileProfile file) {
    List<OpProfile> ops = file.ops == null ? List.of() : file.ops;
    long forces =
        ops.stream()
            .filter(o -> o.is(RecordedOp.FC_FORCE) || o.is(RecordedOp.MBB_FORCE))
            .mapToLong(o -> o.calls)
            .sum();
    return new FileFindings(
        file,
        isClassPath(file.path),
        forces,
        ops.stream().filter(o -> o.is(RecordedOp.FOS_TRUNCATE)).mapToLong(o -> o.bytes).sum(),
        ops.stream().map(op -> Finding.of(file, op, forces)).toList());
  }

  /** The file's kind, when the profile names one this version knows. */
  public Optional<FileKind> kind() {
    return file.fileKind();
  }

  /** Whether the app's own code reached this regular file, so a change there is the app's. */
  public boolean appsRegularFile() {
    return kind().orElse(null) == FileKind.FILE && !classPath;
  }

  /** The file's size on disk, -1 when unknown. */
  public long size() {
    return file.size;
  }

  static boolean isClassPath(String path) {
    return path != null
        && (path.endsWith(".class") || path.endsWith(".jar") || path.endsWith(".jmod"));
  }
}
