package io.iobench.agent;

/** What the agent put into loaded classes, and takes out again when the recording stops. */
interface ClassHooks {
  /** Removes the transformer and gives every class it changed its own bytecode back. */
  void remove();
}
