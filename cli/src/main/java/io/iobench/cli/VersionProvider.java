package io.iobench.cli;

import picocli.CommandLine;

/** The version from the jar manifest, "dev" when run from classes. */
final class VersionProvider implements CommandLine.IVersionProvider {
  @Override
  public String[] getVersion() {
    String v = Main.class.getPackage().getImplementationVersion();
    return new String[] {
      "iobench " + (v != null ? v : "dev"),
      "running on Java "
          + System.getProperty("java.version")
          + " ("
          + System.getProperty("java.vendor")
          + ")"
    };
  }
}
