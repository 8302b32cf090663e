package io.iobench.layer.helper;

import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * The InputStream over a FileChannel that Files.newInputStream, Files.newBufferedReader (under its
 * reader) and Channels.newInputStream return: each read is a read of the channel, unbuffered.
 */
public final class ChannelInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("channel-input-stream", JDK_HELPER, "sun.nio.ch.ChannelInputStream")
          .title("Files.newInputStream / Channels.newInputStream")
          .change(
              WRAPPER,
              "Put a BufferedInputStream over the stream Files.newInputStream returns.",
              "InputStream in = new BufferedInputStream(Files.newInputStream(path), 65536);",
              List.of("buffered-stream"),
              "The stream itself does not buffer: small reads are channel reads.")
          .build();

  private ChannelInputStreamLayer() {}
}
