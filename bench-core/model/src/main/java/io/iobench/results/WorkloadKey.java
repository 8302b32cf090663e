package io.iobench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;

/**
 * What makes two workloads, or a workload and a recommendation, the same: the file (and a copy's
 * target), what was done to it, and the app's method the calls came from. A later run of the same
 * app matches on it, so the entry frame leaves out the line number, which any edit of the file
 * moves.
 *
 * @param path the profiled file (a copy's source), or a scenario's step
 * @param target the file a copy wrote, or null
 * @param operation what the replay does: {@code READ}, {@code WRITE}, {@code COPY}, ...
 * @param entryFrame the app's method on the path that made most of the calls, {@code
 *     com.acme.Loader.load}, or null when the calls had no app frame or no call path was recorded
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record WorkloadKey(String path, String target, String operation, String entryFrame) {

  public WorkloadKey {
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(operation, "operation");
  }

  /** The key of a workload whose app frame is the call site {@code site} (or null). */
  public static WorkloadKey of(String path, String target, String operation, String site) {
    return new WorkloadKey(path, target, operation, entryFrame(site));
  }

  /**
   * The method of an app frame or a call site, without its source position and what it called:
   * {@code com.acme.Loader.load(Loader.java:42) via java.io.ObjectInputStream.readObject} is {@code
   * com.acme.Loader.load}. Null for null and for a stack without an app frame.
   */
  public static String entryFrame(String site) {
    if (site == null || site.isEmpty()) {
      return null;
    }
    int via = site.indexOf(" via ");
    String frame = via < 0 ? site : site.substring(0, via);
    int paren = frame.indexOf('(');
    String method = (paren < 0 ? frame : frame.substring(0, paren)).strip();
    return method.isEmpty() ? null : method;
  }
}
