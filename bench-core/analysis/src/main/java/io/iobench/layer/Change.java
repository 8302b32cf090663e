package io.iobench.layer;

import java.util.List;
import java.util.Set;

/**
 * A change the app can make at a layer: its kind, the layer's methods it applies to (the method a
 * path entered the layer by; empty for any), what to do in a sentence, the code or configuration to
 * write, the replay families that express the change faithfully, and what it costs.
 *
 * @param control the kind of change
 * @param entryMethods the methods of the layer this change is for; empty for any
 * @param summary what to do, one sentence
 * @param before the app's code or configuration at the layer as it is, empty when unknown
 * @param code the code or configuration to write
 * @param techniques ids of the replay families that replay the change, most faithful first
 * @param caveats what the change costs or does not do
 */
public record Change(
    Control control,
    Set<String> entryMethods,
    String summary,
    String before,
    String code,
    List<String> techniques,
    List<String> caveats) {
  public Change {
    before = before == null ? "" : before;
    entryMethods = Set.copyOf(entryMethods);
    techniques = List.copyOf(techniques);
    caveats = List.copyOf(caveats);
  }

  /** The summary without its closing period, to go inside a longer sentence. */
  public String phrase() {
    return summary.endsWith(".") ? summary.substring(0, summary.length() - 1) : summary;
  }

  /** This change, with the app's code as it is before it. */
  public Change from(String before) {
    return new Change(control, entryMethods, summary, before, code, techniques, caveats);
  }

  /** Whether this change is the one for a path that entered the layer by {@code method}. */
  public boolean appliesTo(String method) {
    return entryMethods.isEmpty() || entryMethods.contains(method);
  }
}
