package io.iobench.technique;

import io.iobench.workload.Workload;
import java.util.List;
import java.util.Optional;

/** Placeholder with the agreed signatures; the technique families replace it. */
public final class Catalogue {
  public static final List<Integer> STANDARD_SIZES = List.of(8192, 65536, 262144, 1048576);

  private Catalogue() {}

  public static List<String> families() {
    return List.of();
  }

  public static Optional<Technique> of(String family, int bufferSize) {
    return Optional.empty();
  }

  public static Optional<Technique> byId(String id) {
    return Optional.empty();
  }

  public static List<Technique> alternatives(Workload w, Technique current) {
    return List.of(current);
  }
}
