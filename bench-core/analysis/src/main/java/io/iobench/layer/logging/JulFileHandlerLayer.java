package io.iobench.layer.logging;

import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.LayerKind.LOGGING;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * java.util.logging's FileHandler: it flushes after every record it publishes and has no setting
 * that stops it, so the app controls only how many records reach it.
 */
public final class JulFileHandlerLayer {
  public static final Layer LAYER =
      Layer.jdk(
              "jul-file-handler",
              LOGGING,
              "java.util.logging.FileHandler",
              "java.util.logging.StreamHandler")
          .title("java.util.logging FileHandler")
          .change(
              FEWER_CALLS,
              "Publish fewer records to the FileHandler (its level), or route java.util.logging"
                  + " to a framework whose appender can buffer.",
              """
              # logging.properties
              java.util.logging.FileHandler.level = WARNING""",
              List.of(),
              "FileHandler flushes after every record: no setting buffers it. Routing to a"
                  + " buffering appender (jul-to-slf4j with logback, immediateFlush=false) does.")
          .build();

  private JulFileHandlerLayer() {}
}
