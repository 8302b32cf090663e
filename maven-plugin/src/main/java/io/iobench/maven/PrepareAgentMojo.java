package io.iobench.maven;

import java.nio.file.Path;
import java.util.Properties;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;

/**
 * Puts the iobench agent on the test JVMs' command line, as JaCoCo's {@code prepare-agent} does:
 * the property Surefire and Failsafe read ({@code argLine}) gets {@code -javaagent:...iobench.jar=
 * out=target/iobench.json,...} before what the project already had in it.
 */
@Mojo(name = "prepare-agent", defaultPhase = LifecyclePhase.INITIALIZE, threadSafe = true)
public final class PrepareAgentMojo extends IobenchMojo {
  @Parameter(defaultValue = "${session}", readonly = true, required = true)
  MavenSession session;

  /** The property the test plugins read their JVM arguments from. */
  @Parameter(property = "iobench.propertyName", defaultValue = "argLine")
  String propertyName;

  /**
   * More agent options, comma-separated as the agent takes them ({@code latency=all,app=com.acme}).
   */
  @Parameter(property = "iobench.options")
  String options;

  @Override
  void run() throws MojoExecutionException {
    Path jar = IobenchJar.in(iobenchDir());
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
