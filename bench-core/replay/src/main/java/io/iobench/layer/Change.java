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
 * @param code the code or configuration to write
 * @param techniques ids of the replay families that replay the change, most faithful first
 * @param caveats what the change costs or does not do
 */
public record Change(
    Control control,
    Set<String> entryMethods,
    String summary,
    String code,
    List<String> techniques,
    List<String> caveats) {
  public Change {
    entryMethods = Set.copyOf(entryMethods);
    techniques = List.copyOf(techniques);
    caveats = List.copyOf(caveats);
  }

  /** Whether this change is the one for a path that entered the layer by {@code method}. */
  public boolean appliesTo(String method) {
    return entryMethods.isEmpty() || entryMethods.contains(method);
  }
}
