package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.List;
import java.util.Optional;

/** One file (or descriptor, or the overflow aggregate) of a profile. */
@JsonIgnoreProperties(ignoreUnknown = true)
public final class FileProfile {
  public String path;

  /** file, descriptor, overflow or mapped-unknown. */
  public String kind;

  /**
   * Size in bytes when the profile was written, or -1 when unknown (not a regular file, or gone).
   */
  public long size = -1;

  public List<OpProfile> ops = List.of();

  public Optional<OpProfile> op(String api, String op) {
    return ops.stream().filter(o -> o.api.equals(api) && o.op.equals(op)).findFirst();
  }

  public long totalBytes() {
    return ops.stream().mapToLong(o -> o.bytes).sum();
  }

  public long totalCalls() {
    return ops.stream().mapToLong(o -> o.calls).sum();
  }
}
