package io.iobench.layer.helper;

import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;

/**
 * The InputStream over a FileChannel that Files.newInputStream, Files.newBufferedReader (under its
 * reader) and Channels.newInputStream return: each read is a read of the channel, unbuffered.
 */
public final class ChannelInputStreamLayer {
  public static final Layer LAYER =
      Layer.jdk("channel-input-stream", JDK_HELPER, "sun.nio.ch.ChannelInputStream")
          .title("Files.newInputStream / Channels.newInputStream")
          .change(Changes.bufferedOverChannel(true))
          .build();

  private ChannelInputStreamLayer() {}
}
