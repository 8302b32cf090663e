package io.iobench.replay;

import io.iobench.technique.Technique;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which of a plan's techniques share a worker JVM. Starting a JVM costs a few hundred milliseconds
 * of both cores, and a plan has some thirty techniques; most of them are one technique at four
 * buffer sizes. The sizes of one family share a JVM: they run the same methods on the same classes,
 * so what the JIT learns from one (which methods are hot, which types reach a call, which branches
 * are taken) is what it learns from the others, and a size measured after its siblings finds the
 * same compiled code it would have made alone. Techniques of different families never share: their
 * code differs, and one's profile could make the JIT compile the other's differently. The app's own
 * technique, the baseline every alternative is measured against, always has a JVM of its own. A
 * thorough replay gives every technique its own JVM.
 */
final class WorkerGroups {
  private WorkerGroups() {}

  /**
   * The techniques' indexes, one list per worker JVM, in order of first appearance; the first
   * technique (the baseline) alone in the first.
   */
  static List<List<Integer>> of(List<Technique> techniques, boolean jvmPerTechnique) {
    List<List<Integer>> groups = new ArrayList<>();
    Map<String, List<Integer>> byFamily = new LinkedHashMap<>();
    for (int i = 0; i < techniques.size(); i++) {
      if (i == 0 || jvmPerTechnique) {
        groups.add(new ArrayList<>(List.of(i)));
        continue;
      }
      List<Integer> family = byFamily.get(techniques.get(i).family());
      if (family == null) {
        family = new ArrayList<>();
        byFamily.put(techniques.get(i).family(), family);
        groups.add(family);
      }
      family.add(i);
    }
    return groups;
  }
}
