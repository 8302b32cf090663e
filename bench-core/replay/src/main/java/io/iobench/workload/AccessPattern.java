package io.iobench.workload;

/** Order of the calls over the file, derived from the agent's Darshan-style pattern counters. */
public enum AccessPattern {
  /** Each call starts where the previous one ended. */
  SEQUENTIAL,
  /** Calls at seeded random call-size-aligned offsets. */
  RANDOM
}
