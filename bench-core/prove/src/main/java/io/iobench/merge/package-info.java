/**
 * Profiles of many JVMs of one app made one ({@link io.iobench.merge.ProfileMerge}): calls, bytes
 * and histograms added exactly, files matched by their paths as a comparison maps them ({@link
 * io.iobench.prove.PathMap}), and each JVM's host, pid and time span kept.
 */
package io.iobench.merge;
