package io.iobench.layer.engine;

import io.iobench.layer.Layer;

/**
 * Apache Kafka: its file I/O is the engine's own; the app changes the engine's settings, not its
 * code.
 */
public final class KafkaLayer {
  public static final Layer LAYER =
      Layer.engine("kafka", "Apache Kafka", "org.apache.kafka.").nothingToChange().build();

  private KafkaLayer() {}
}
