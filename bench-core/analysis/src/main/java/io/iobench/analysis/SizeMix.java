package io.iobench.analysis;

import io.iobench.format.ProfileFields;
import io.iobench.profile.HistogramSummary;
import io.iobench.profile.OpProfile;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * The sizes an operation's calls asked for: the one size the app would change, and the mix when its
 * calls came in several sizes.
 *
 * @param typical the bytes the app asked for per call, the most common exact size when the profile
 *     has it (histogram percentiles are only accurate to their precision: 4096 reads back as 4127);
 *     0 for an operation that moves no data
 * @param mix the app's calls by size, when they came in several sizes whose mean is more than
 *     {@link #MIXED_SIZES_SHARE} away from the typical size (the most common exact sizes with their
 *     counts, the other calls at their histogram bucket's size); empty when the calls are of one
 *     size, or too few to tell
 */
public record SizeMix(long typical, SortedMap<Integer, Long> mix) {

  /** Calls' mean size this far from the typical size makes a mix. */
  public static final double MIXED_SIZES_SHARE = 0.1;

  /** Fewer calls than this make no mix: too few to tell. */
  public static final long MIN_MIX_CALLS = 100;

  /** Largest call size counted, 64 MiB. */
  public static final int MAX_CALL_SIZE = 64 << 20;

  public SizeMix {
    mix = Collections.unmodifiableSortedMap(new TreeMap<>(mix));
  }

  /**
   * The call sizes of an operation. For one recorded as the reads its method made (readLine,
   * readInt), the sizes of the method's calls, which its most common sizes count: the values it
   * read, not the reads of a byte it made for them; without a mix, since its size histograms are
   * the reads'.
   */
  public static SizeMix of(OpProfile op) {
    if (op.methodCalls > 0) {
      long exact = op.pattern == null ? 0 : op.pattern.mostCommonSize();
      return new SizeMix(exact > 0 ? exact : op.bytes / op.methodCalls, new TreeMap<>());
    }
    long typical = typical(op);
    return new SizeMix(typical, mix(op, typical));
  }

  /** Whether the calls came in a mix of sizes. */
  public boolean mixed() {
    return !mix.isEmpty();
  }

  /** The typical size as a call size: at least 1, at most {@link #MAX_CALL_SIZE}. */
  public int callSize() {
    return asCallSize(typical);
  }

  private static long typical(OpProfile op) {
    long exact = op.pattern == null ? 0 : op.pattern.mostCommonSize();
    if (exact > 0) {
      return exact;
    }
    if (op.requestedBytes != null && op.requestedBytes.p50 > 0) {
      return op.requestedBytes.p50;
    }
    if (op.sizeBytes != null && op.sizeBytes.p50 > 0) {
      return op.sizeBytes.p50;
    }
    return op.calls > 0 ? op.bytes / op.calls : 0;
  }

  private static SortedMap<Integer, Long> mix(OpProfile op, long typical) {
    HistogramSummary requested = op.requestedBytes;
    if (op.calls < MIN_MIX_CALLS || requested == null || requested.histogram == null) {
      return new TreeMap<>();
    }
    Histogram h = requested.decode();
    double mean = h.getMean();
    long callSize = asCallSize(typical);
    if (mean <= 0 || Math.abs(callSize - mean) <= MIXED_SIZES_SHARE * mean) {
      return new TreeMap<>();
    }
    SortedMap<Integer, Long> counts = new TreeMap<>();
    Map<Long, Long> exactInBucket = new HashMap<>();
    if (op.pattern != null) {
      for (Map<String, Long> top : op.pattern.accessSizes) {
        long size = top.getOrDefault(ProfileFields.Pattern.SIZE, 0L);
        long count = top.getOrDefault(ProfileFields.Pattern.COUNT, 0L);
        if (size > 0 && count > 0) {
          counts.merge(asCallSize(size), count, Long::sum);
          exactInBucket.merge(h.lowestEquivalentValue(size), count, Long::sum);
        }
      }
    }
    for (HistogramIterationValue v : h.recordedValues()) {
      long bucket = h.lowestEquivalentValue(v.getValueIteratedTo());
      long rest = v.getCountAtValueIteratedTo() - exactInBucket.getOrDefault(bucket, 0L);
      if (rest > 0) {
        counts.merge(asCallSize(h.medianEquivalentValue(v.getValueIteratedTo())), rest, Long::sum);
      }
    }
    return counts;
  }

  private static int asCallSize(long size) {
    return (int) Math.max(1, Math.min(size, MAX_CALL_SIZE));
  }
}
