package io.iobench.analysis;

import io.iobench.profile.FileProfile;
import io.iobench.profile.OpProfile;
import io.iobench.profile.Profile;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The analysis of a profile (or of a JFR recording read as one): the findings of every file, in the
 * profile's order.
 *
 * <pre>{@code
 * Findings findings = Findings.of(ProfileReader.read(path));
 * for (FileFindings file : findings.files()) {
 *   for (Finding f : file.findings()) {
 *     System.out.println(f.key() + " " + f.access().kind());
 *   }
 * }
 * }</pre>
 */
public final class Findings {
  private final Profile profile;
  private final List<FileFindings> files;
  private final Map<OpProfile, Finding> byOp = new IdentityHashMap<>();

  private Findings(Profile profile, List<FileFindings> files) {
    this.profile = profile;
    this.files = List.copyOf(files);
    for (FileFindings file : files) {
      for (Finding f : file.findings()) {
        byOp.put(f.op(), f);
      }
    }
  }

  /** Analyses every file of the profile. */
  public static Findings of(Profile profile) {
    List<FileProfile> files = profile.files == null ? List.of() : profile.files;
    return new Findings(profile, files.stream().map(FileFindings::of).toList());
  }

  public Profile profile() {
    return profile;
  }

  public List<FileFindings> files() {
    return files;
  }

  /** The finding of one of the profile's operations. */
  public Finding of(OpProfile op) {
    Finding f = byOp.get(op);
    if (f == null) {
      throw new IllegalArgumentException(
          "not an operation of this profile: " + op.api + "." + op.op);
    }
    return f;
  }
}
