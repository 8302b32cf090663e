package io.iobench.analysis;

import io.iobench.results.WorkloadKey;
import java.util.Comparator;
import java.util.Objects;

/**
 * What identifies a finding across runs of the same app: the file, the recorded operation ({@code
 * FileInputStream.read}) and the app's method its calls came from on their dominant path, without
 * the line number (see {@link WorkloadKey#entryFrame}), so that a profile taken after a change to
 * that method matches the one before it.
 *
 * @param path the file's absolute path
 * @param operation the API and operation, {@code RandomAccessFile.readInt}
 * @param entryFrame the app's method, {@code com.acme.Loader.load}, or null without an app frame
 */
public record FindingKey(String path, String operation, String entryFrame)
    implements Comparable<FindingKey> {

  private static final Comparator<FindingKey> ORDER =
      Comparator.comparing(FindingKey::path)
          .thenComparing(FindingKey::operation)
          .thenComparing(FindingKey::entryFrame, Comparator.nullsFirst(Comparator.naturalOrder()));

  public FindingKey {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(operation, "operation");
  }

  @Override
  public int compareTo(FindingKey other) {
    return ORDER.compare(this, other);
  }
}
