package io.iobench.cli;

import io.iobench.format.AtomicFiles;
import io.iobench.merge.ProfileMerge;
import io.iobench.profile.DocumentException;
import io.iobench.profile.Profile;
import io.iobench.profile.ProfilePart;
import io.iobench.profile.ProfileReader;
import io.iobench.profile.ProfileWriter;
import io.iobench.prove.PathMap;
import io.iobench.results.ResultsWriter;
import io.iobench.text.Units;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(
    name = "merge",
    mixinStandardHelpOptions = true,
    description =
        "Merge the profiles of many JVMs of one app (its instances, on one machine or many) into"
            + " one profile: calls, bytes and histograms added, files matched as compare matches"
            + " them, each JVM's host, pid and time span kept. Every command reads the result.",
    footerHeading = "%nExample:%n",
    footer = "  java -jar iobench.jar merge profiles/*.json -o fleet.json")
final class MergeCommand implements Callable<Integer> {
  @Parameters(
      paramLabel = "PROFILE",
      arity = "0..*",
      description = "profiles written by the agent, of JVMs of one app")
  List<Path> profiles = new ArrayList<>();

  @Option(
      names = {"-o", "--output"},
      paramLabel = "FILE",
      description = "the merged profile to write")
  Path output;

  @Option(
      names = "--map",
      paramLabel = "OLD=NEW",
      description = "read paths that start with OLD as starting with NEW (repeatable)")
  List<String> maps = new ArrayList<>();

  @Override
  public Integer call() {
    Profile merged;
    try {
      if (profiles.isEmpty()) {
        throw new IllegalArgumentException("merge needs at least one profile");
      }
      if (output == null) {
        throw new IllegalArgumentException(
            "merge needs -o FILE, where to write the merged profile");
      }
      PathMap paths = PathMap.of(maps);
      ResultsWriter.checkWritable(output);
      List<ProfileMerge.Part> parts = new ArrayList<>();
      for (Path p : profiles) {
        parts.add(new ProfileMerge.Part(p.toString(), ProfileReader.read(p)));
      }
      merged = ProfileMerge.of(parts, paths);
    } catch (DocumentException | IllegalArgumentException | IOException e) {
      return BadInput.report(e);
    }
    try {
      AtomicFiles.write(output, out -> ProfileWriter.write(merged, out));
    } catch (IOException e) {
      System.err.println("iobench: " + e.getMessage());
      return 1;
    }
    Set<String> hosts = new LinkedHashSet<>();
    for (ProfilePart p : merged.parts) {
      hosts.add(Objects.requireNonNullElse(p.host, "?"));
    }
    long calls = merged.files.stream().mapToLong(f -> f.totalCalls()).sum();
    System.out.println(
        "Merged "
            + merged.parts.size()
            + (merged.parts.size() == 1 ? " JVM" : " JVMs")
            + " on "
            + hosts.size()
            + (hosts.size() == 1 ? " host" : " hosts")
            + ": "
            + merged.files.size()
            + " files, "
            + String.format(Locale.ROOT, "%,d", calls)
            + " calls, "
            + Units.duration(merged.wallNanos())
            + " of their run time together");
    System.out.println("Merged profile written to " + output);
    return 0;
  }
}
