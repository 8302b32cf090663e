package io.iobench.maven;

import java.io.File;
import java.nio.file.Path;
import java.util.Properties;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Puts the iobench agent on the test JVMs' command line, as JaCoCo's {@code prepare-agent} does:
 * the property Surefire and Failsafe read ({@code argLine}) gets {@code -javaagent:...iobench.jar=
 * out=target/iobench.json,...} before what the project already had in it.
 */
@Mojo(name = "prepare-agent", defaultPhase = LifecyclePhase.INITIALIZE, threadSafe = true)
public final class PrepareAgentMojo extends AbstractMojo {
  @Parameter(defaultValue = "${project}", readonly = true, required = true)
  MavenProject project;

  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** The property the test plugins read their JVM arguments from. */
  @Parameter(property = "iobench.propertyName", defaultValue = "argLine")
  String propertyName;

  /** Where the test JVM writes its profile. */
  @Parameter(
      property = "iobench.dataFile",
      defaultValue = "${project.build.directory}/iobench.json")
  File dataFile;

  /**
   * More agent options, comma-separated as the agent takes them ({@code latency=all,app=com.acme}).
   */
  @Parameter(property = "iobench.options")
  String options;

  @Parameter(property = "iobench.skip", defaultValue = "false")
  boolean skip;

  @Override
  public void execute() throws MojoExecutionException {
    if (skip) {
      getLog().info("iobench: skipped");
      return;
    }
    Path jar = IobenchJar.in(Path.of(project.getBuild().getDirectory(), "iobench"));
    String agent =
        "-javaagent:"
            + jar
            + "=out="
            + dataFile.getAbsolutePath()
            + (options == null || options.isBlank() ? "" : "," + options.strip());
    if (agent.contains(" ")) {
      agent = "\"" + agent + "\"";
    }
    // A -DargLine=... on the command line wins over the project's: the agent goes into that one.
    Properties props =
        session.getUserProperties().containsKey(propertyName)
            ? session.getUserProperties()
            : project.getProperties();
    String old = props.getProperty(propertyName, "");
    String line = old.isBlank() ? agent : agent + " " + old;
    props.setProperty(propertyName, line);
    getLog().info(propertyName + " set to " + line);
  }
}
