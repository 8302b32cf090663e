package io.iobench.agent.recording;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.Test;

class InstantTextTest {
  /** The text of Instant.toString, for instants in a few seconds and far apart, in any order. */
  @Test
  void theTextIsInstantsOwn() {
    SnapshotJson.InstantText text = new SnapshotJson.InstantText();
    Random random = new Random(11);
    long now = 1_795_000_000_000L;
    for (int i = 0; i < 20_000; i++) {
      long[] kinds = {
        now + random.nextInt(5_000),
        now / 1000 * 1000 + 1000L * random.nextInt(5),
        random.nextLong() % 400_000_000_000_000L,
        now + random.nextInt(1_000) * 10L
      };
      long millis = kinds[i % kinds.length];
      assertEquals(Instant.ofEpochMilli(millis).toString(), text.of(millis), "at " + millis);
    }
  }
}
