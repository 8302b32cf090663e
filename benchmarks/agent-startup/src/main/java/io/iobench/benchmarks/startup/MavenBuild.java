package io.iobench.benchmarks.startup;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A real short-lived build: Maven compiling this project's tool modules offline ({@code mvn -o -pl
 * cli -am compile}) from clean target folders, in a copy of the sources made once in the work
 * folder, so the checkout is never touched.
 */
final class MavenBuild {
  private MavenBuild() {}

  /** The command of one build, its copy's target folders removed first. */
  static List<String> command(Path repo, Path work) throws IOException {
    Path tree = tree(repo, work);
    try (Stream<Path> targets = Files.walk(tree, 3)) {
      for (Path t :
          targets
              .filter(p -> p.getFileName().toString().equals("target"))
              .collect(Collectors.toList())) {
        StartupBench.deleteTree(t);
      }
    }
    return List.of(
        "mvn",
        "-o",
        "-q",
        "-f",
        tree.resolve("pom.xml").toString(),
        "-pl",
        "cli",
        "-am",
        "compile");
  }

  private static Path tree(Path repo, Path work) throws IOException {
    Path tree = work.resolve("maven-tree");
    if (Files.exists(tree.resolve("pom.xml"))) {
      return tree;
    }
    try (Stream<Path> all = Files.walk(repo)) {
      for (Path p : all.collect(Collectors.toList())) {
        Path rel = repo.relativize(p);
        if (rel.toString().isEmpty() || rel.startsWith(".git") || isBuildOutput(rel)) {
          continue;
        }
        Path to = tree.resolve(rel);
        if (Files.isDirectory(p)) {
          Files.createDirectories(to);
        } else {
          Files.createDirectories(to.getParent());
          Files.copy(p, to, StandardCopyOption.REPLACE_EXISTING);
        }
      }
    }
    return tree;
  }

  private static boolean isBuildOutput(Path rel) {
    for (Path part : rel) {
      if (part.toString().equals("target")) {
        return true;
      }
    }
    return false;
  }
}
