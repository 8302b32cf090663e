/**
 * The analysis stage: what a profile says, per file and operation, as {@link
 * io.iobench.analysis.Finding findings} with a stable {@link io.iobench.analysis.FindingKey key}
 * and typed facts. Everything that reads a profile reads them: the deriver builds its workloads
 * from them, the recommender weighs the app's side of a workload by them, and the reports turn them
 * into sentences. Facts are decided here once ("sequential" has one definition, {@link
 * io.iobench.analysis.Access}); words are written only by the reports.
 */
package io.iobench.analysis;
