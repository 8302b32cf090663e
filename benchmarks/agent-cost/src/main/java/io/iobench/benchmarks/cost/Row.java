package io.iobench.benchmarks.cost;

/** One line of the table: a call, made by this many threads at once. */
record Row(CallCase call, int threads) {}
