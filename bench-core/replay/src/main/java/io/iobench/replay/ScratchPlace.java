package io.iobench.replay;

import io.iobench.profile.FileSystemMount;
import java.nio.file.Path;

/**
 * Where one workload's replay put its scratch files, and why there.
 *
 * @param dir the directory the scratch directory was made in
 * @param fileSystem the file system it is on, or null when it could not be told
 * @param why why it is not on the observed file's file system (the work directory was given, the
 *     file's directory is not writable or has no room, ...); null when it is placed there, or the
 *     workload has no observed file
 */
public record ScratchPlace(Path dir, FileSystemMount fileSystem, String why) {}
