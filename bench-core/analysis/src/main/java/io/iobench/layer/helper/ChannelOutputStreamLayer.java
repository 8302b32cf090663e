package io.iobench.layer.helper;

import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Layer;
import java.util.List;

/**
 * The OutputStream over a FileChannel that Files.newOutputStream, Files.newBufferedWriter (under
 * its writer) and Channels.newOutputStream return: {@code Channels$1} on JDK 11 and 17, {@code
 * sun.nio.ch.ChannelOutputStream} from JDK 21 on. Each write is a write of the channel.
 */
public final class ChannelOutputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk(
              "channel-output-stream",
              JDK_HELPER,
              "sun.nio.ch.ChannelOutputStream",
              "java.nio.channels.Channels")
          .title("Files.newOutputStream / Channels.newOutputStream")
          .change(
              WRAPPER,
              "Put a BufferedOutputStream over the stream Files.newOutputStream returns.",
              "OutputStream out = new BufferedOutputStream(Files.newOutputStream(path), 65536);",
              List.of("buffered-out"),
              "The stream itself does not buffer: small writes are channel writes.")
          .build();

  private ChannelOutputStreamLayer() {}
}
