package io.iobench.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.bootstrap.IoDispatch;
import io.iobench.format.MapMode;
import java.nio.channels.FileChannel;
import org.junit.jupiter.api.Test;

/**
 * The dispatcher, which must not name the profile format's types, numbers a mapping's mode as the
 * format's {@link MapMode} does, so the recorder's counters land under the right names.
 */
class MapModesTest {
  @Test
  void theDispatchersMapModesAreTheFormatsOrdinals() {
    for (FileChannel.MapMode mode :
        new FileChannel.MapMode[] {
          FileChannel.MapMode.READ_ONLY, FileChannel.MapMode.READ_WRITE, FileChannel.MapMode.PRIVATE
        }) {
      assertEquals(MapMode.of(mode).ordinal(), IoDispatch.mapMode(mode), mode.toString());
    }
  }
}
