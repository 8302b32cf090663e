package io.iobench.layer;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.technique.SnippetCompiler;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Java code of every layer's changes compiles, before and after: all of it in one class whose
 * header declares what the snippets take from the app around them, compiled against the libraries
 * the layers name (this module's test dependencies). Configuration (logback's and Log4j's XML,
 * logging.properties) is left to the frameworks.
 */
class LayerSnippetsCompileTest {
  private static final String HEADER =
      """
      import java.awt.image.BufferedImage;
      import java.io.*;
      import java.nio.charset.StandardCharsets;
      import java.nio.file.*;
      import java.util.*;
      import java.util.stream.*;
      import java.util.zip.*;
      import javax.imageio.*;
      import javax.xml.stream.*;
      import org.apache.commons.compress.archivers.tar.*;
      import org.apache.commons.csv.*;
      import org.yaml.snakeyaml.*;
      import com.esotericsoftware.kryo.Kryo;
      import com.esotericsoftware.kryo.io.Input;
      import com.esotericsoftware.kryo.io.Output;
      import com.fasterxml.jackson.core.JsonGenerator;
      import com.fasterxml.jackson.databind.MappingIterator;
      import com.fasterxml.jackson.databind.ObjectMapper;
      import com.fasterxml.jackson.databind.ObjectWriter;
      import com.fasterxml.jackson.databind.SequenceWriter;
      import com.fasterxml.jackson.databind.SerializationFeature;
      import com.google.gson.Gson;
      import com.google.gson.stream.JsonWriter;
      import com.google.protobuf.CodedOutputStream;
      import com.google.protobuf.MessageLite;
      import com.google.protobuf.Parser;
      import org.apache.avro.Schema;
      import org.apache.avro.file.DataFileReader;
      import org.apache.avro.file.DataFileWriter;
      import org.apache.avro.file.SeekableByteArrayInput;
      import org.apache.avro.generic.GenericDatumReader;
      import org.apache.avro.generic.GenericDatumWriter;
      import org.apache.avro.generic.GenericRecord;

      abstract class Snippets {
        File file;
        Path path;
        OutputStream out;
        BufferedWriter writer;
        byte[] record;
        List<String> lines;
        String line;
        List<List<String>> rows;
        BufferedImage image;
        // The data-format libraries' objects: the records a snippet writes are Avro's
        // GenericRecords, plain objects to the other libraries.
        List<GenericRecord> records;
        ObjectMapper mapper;
        JsonGenerator generator;
        Gson gson;
        JsonWriter json;
        Kryo kryo;
        Output output;
        Parser<? extends MessageLite> parser;
        List<MessageLite> messages;
        Schema schema;
        DataFileWriter<GenericRecord> dataFileWriter;

        abstract void process(String line);

        abstract void process(Object value);
      """;

  @Test
  void everyLayersJavaCodeCompiles(@TempDir Path classes) {
    Map<String, String> snippets = new LinkedHashMap<>();
    for (Layer layer : LayerCatalogue.all()) {
      for (Change change : layer.changes()) {
        for (String code : List.of(change.before(), change.code())) {
          if (isJava(code)) {
            snippets.putIfAbsent(code, layer.id() + ": " + change.summary());
          }
        }
      }
    }
    assertTrue(snippets.size() >= 30, "snippets found: " + snippets.size());
    List<String> errors = SnippetCompiler.compile(HEADER, snippets, classes);
    assertTrue(errors.isEmpty(), String.join("\n", errors));
  }

  /** Configuration is XML or properties; Java is anything else that is not empty. */
  private static boolean isJava(String code) {
    String start = code.strip();
    return !start.isEmpty() && !start.startsWith("<") && !start.startsWith("#");
  }
}
