package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.iobench.format.FileKind;
import io.iobench.format.ProfileFields;
import io.iobench.format.RecordedOp;
import java.util.List;
import java.util.Optional;

/** One file (or descriptor, or the overflow aggregate) of a profile. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class FileProfile {
  @JsonProperty(ProfileFields.File.PATH)
  public String path;

  /** A {@link FileKind}'s name: file, descriptor, overflow or mapped-unknown. */
  @JsonProperty(ProfileFields.File.KIND)
  public String kind;

  /**
   * Size in bytes when the profile was written, or -1 when unknown (not a regular file, or gone).
   */
  @JsonProperty(ProfileFields.File.SIZE)
  @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = UnknownSize.class)
  public long size = -1;

  @JsonProperty(ProfileFields.File.OPS)
  public List<OpProfile> ops = List.of();

  /**
   * The file system the file lived on; null when the profile does not tell it (an older agent's, a
   * JFR recording's, or one the agent could not resolve).
   */
  @JsonProperty(ProfileFields.File.FILE_SYSTEM)
  public FileSystemMount fileSystem;

  /** What this entry stands for, or empty for a kind this version does not know. */
  public Optional<FileKind> fileKind() {
    return FileKind.of(kind);
  }

  public Optional<OpProfile> op(RecordedOp op) {
    return ops.stream().filter(o -> o.is(op)).findFirst();
  }

  /** The operation as the profile spells it ({@code "FileInputStream"}, {@code "read"}). */
  public Optional<OpProfile> op(String api, String op) {
    return ops.stream().filter(o -> o.api.equals(api) && o.op.equals(op)).findFirst();
  }

  public long totalBytes() {
    return ops.stream().mapToLong(o -> o.bytes).sum();
  }

  public long totalCalls() {
    return ops.stream().mapToLong(o -> o.calls).sum();
  }

  /** Leaves an unknown size out of a written profile, as the format has it. */
  public static final class UnknownSize {
    @Override
    public boolean equals(Object value) {
      return value instanceof Long && (Long) value < 0;
    }

    @Override
    public int hashCode() {
      return 0;
    }
  }
}
