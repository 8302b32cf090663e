package io.iobench.cli;

import io.iobench.profile.Profile;
import io.iobench.profile.ProfileReader;
import java.nio.file.Path;
import picocli.CommandLine.Parameters;

/** The profile a command reads, its first parameter; shared by summary, replay and report. */
final class ProfileArgument {
  @Parameters(
      index = "0",
      paramLabel = "PROFILE",
      description = "profile JSON written by the agent, or a JDK Flight Recorder recording (.jfr)")
  Path path;

  /**
   * @throws io.iobench.profile.ProfileException with a message that names the file and the problem
   */
  Profile read() {
    return ProfileReader.read(path);
  }
}
