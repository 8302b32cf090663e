package io.iobench.format;

import java.util.List;

/**
 * Namespaces of widely used third-party libraries: without the agent's {@code app=} option, a frame
 * in one of them is a library's, not the app's, so a call path goes on through a logging framework
 * or a database engine to the app code that called it (see {@link ProfileFields.CallPath#APP}).
 * Every library the layer catalogue knows must be under one of these (a test holds it to that).
 */
public final class KnownLibraries {
  public static final List<String> PREFIXES =
      List.of(
          // Logging
          "ch.qos.logback.",
          "org.slf4j.",
          "org.tinylog.",
          // Apache projects: Log4j, Lucene, Kafka, Commons, Derby, Hadoop, Parquet, POI, ...
          "org.apache.",
          // Engines and stores
          "org.h2.",
          "org.hsqldb.",
          "org.sqlite.",
          "org.mapdb.",
          "org.rocksdb.",
          "org.lmdbjava.",
          "jetbrains.exodus.",
          "net.openhft.",
          "com.sleepycat.",
          "org.elasticsearch.",
          "org.opensearch.",
          "org.mariadb.",
          "org.postgresql.",
          "com.mysql.",
          // Serializers and formats. Jackson's is put together at run time: shading rewrites the
          // string literals that start with a package it relocates, and the agent bundles Jackson,
          // so a literal would name the agent's own copy, never the app's.
          String.join(".", "com", "fasterxml", "jackson", ""),
          "com.google.gson.",
          "com.google.protobuf.",
          "com.esotericsoftware.",
          "org.msgpack.",
          "org.yaml.snakeyaml.",
          "com.thoughtworks.xstream.",
          "com.opencsv.",
          // Compression
          "com.github.luben.zstd.",
          "org.xerial.snappy.",
          "net.jpountz.",
          "org.tukaani.xz.",
          "com.ning.compress.",
          "io.airlift.compress.",
          // General-purpose and frameworks
          "com.google.common.",
          "okio.",
          "org.springframework.",
          "io.netty.",
          "io.micronaut.",
          "io.quarkus.",
          "io.vertx.",
          "org.eclipse.",
          "org.hibernate.",
          "org.jboss.",
          "io.undertow.",
          "com.zaxxer.",
          "akka.",
          // Other languages' runtimes
          "kotlin.",
          "kotlinx.",
          "scala.",
          "groovy.",
          "org.codehaus.groovy.",
          "clojure.",
          // Test and build tools
          "org.junit.",
          "org.testng.",
          "org.gradle.");

  private KnownLibraries() {}

  /** Whether a class is under one of the {@link #PREFIXES}. */
  public static boolean contains(String className) {
    for (String prefix : PREFIXES) {
      if (className.startsWith(prefix)) {
        return true;
      }
    }
    return false;
  }
}
