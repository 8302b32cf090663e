package io.iobench.agent;

import java.lang.instrument.Instrumentation;
import java.util.Collections;
import java.util.Map;
import java.util.Set;

/**
 * Opens or exports one of the JDK's packages to the agent's module only, through Instrumentation:
 * the few JDK internals the agent reaches (a file stream's fields, the thread CPU clock, the
 * diagnostic commands) are made reachable to nothing else.
 */
final class ModuleAccess {
  private ModuleAccess() {}

  /** Exports the package of {@code type}: its public members become usable. */
  static void exportToAgent(Instrumentation inst, Class<?> type) {
    inst.redefineModule(
        type.getModule(),
        Collections.emptySet(),
        Map.of(type.getPackageName(), Set.of(ModuleAccess.class.getModule())),
        Collections.emptyMap(),
        Collections.emptySet(),
        Collections.emptyMap());
  }

  /** Opens the package of {@code type}: its private members too, by reflection. */
  static void openToAgent(Instrumentation inst, Class<?> type) {
    inst.redefineModule(
        type.getModule(),
        Collections.emptySet(),
        Collections.emptyMap(),
        Map.of(type.getPackageName(), Set.of(ModuleAccess.class.getModule())),
        Collections.emptySet(),
        Collections.emptyMap());
  }
}
