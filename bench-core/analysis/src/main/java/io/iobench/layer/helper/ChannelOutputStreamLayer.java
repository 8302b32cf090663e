package io.iobench.layer.helper;

import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

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
          .change(Changes.bufferedOverChannel(false))
          .build();

  private ChannelOutputStreamLayer() {}
}
