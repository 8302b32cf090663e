/**
 * The proof stage: a profile taken after a change set against the one taken before it, per {@link
 * io.iobench.analysis.FindingKey finding key}, and the saving the replay predicted for each of its
 * recommendations against the saving the two profiles show ({@link io.iobench.prove.Comparisons}).
 */
package io.iobench.prove;
