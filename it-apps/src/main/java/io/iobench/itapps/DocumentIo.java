package io.iobench.itapps;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.FileWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Random;
import javax.imageio.ImageIO;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;
import javax.xml.stream.XMLStreamWriter;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVPrinter;
import org.apache.commons.csv.CSVRecord;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * Documents written through format libraries as they come from Maven Central, and the JDK's own,
 * the way apps often write them, each into a file of its own and read back:
 *
 * <ul>
 *   <li>records.csv: a Commons CSV {@code CSVPrinter} over a bare {@code FileWriter}, flushed after
 *       every record; read back with a {@code CSVParser};
 *   <li>records.xml: the JDK's StAX {@code XMLStreamWriter} over a bare {@code FileOutputStream},
 *       flushed after every element; read back with an {@code XMLStreamReader};
 *   <li>records.yaml: one SnakeYAML {@code Yaml.dump(record, writer)} per record into a {@code
 *       FileWriter}; read back with {@code loadAll};
 *   <li>records.tar: a Commons Compress {@code TarArchiveOutputStream} over a bare {@code
 *       FileOutputStream}, one small entry per record; read back with a {@code
 *       TarArchiveInputStream} over a bare {@code FileInputStream};
 *   <li>noise.png: {@code ImageIO.write} of an image of noise (which deflate cannot shrink) to a
 *       {@code File}, with ImageIO's cache as it comes (on, though it serves streams only); read
 *       back with {@code ImageIO.read}.
 * </ul>
 *
 * <p>Usage: {@code DocumentIo DIR N}: N records a file (the XML one a twentieth of them, since the
 * JDK's writer makes a call of the file per byte), so that each file's I/O is some thousands of
 * small calls. Prints, per file, its size and what was read back.
 */
public final class DocumentIo {
  private final Path dir;
  private final int records;
  private final Transcript out = new Transcript();

  private DocumentIo(Path dir, int records) {
    this.dir = dir;
    this.records = records;
  }

  public static void main(String[] args) throws Exception {
    if (args.length != 2) {
      throw new IllegalArgumentException("usage: DocumentIo DIR N");
    }
    // BufferedImage and ImageIO need no display.
    System.setProperty("java.awt.headless", "true");
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    DocumentIo app = new DocumentIo(dir, Integer.parseInt(args[1]));
    app.csv(dir.resolve("records.csv").toFile());
    app.xml(dir.resolve("records.xml").toFile());
    app.yaml(dir.resolve("records.yaml").toFile());
    app.tar(dir.resolve("records.tar").toFile());
    app.image(dir.resolve("noise.png").toFile());
    app.out.print();
  }

  private void csv(File file) throws IOException {
    try (CSVPrinter printer = new CSVPrinter(new FileWriter(file), CSVFormat.DEFAULT)) {
      for (int i = 0; i < records; i++) {
        printer.printRecord(i, "item-" + i, i * 7 % 1000, "note " + i);
        printer.flush();
      }
    }
    long sum = 0;
    int read = 0;
    try (CSVParser parser = CSVParser.parse(file, StandardCharsets.UTF_8, CSVFormat.DEFAULT)) {
      for (CSVRecord record : parser) {
        sum += Long.parseLong(record.get(2));
        read++;
      }
    }
    out.add("records.csv", Files.size(file.toPath()) + " bytes, " + read + " records, sum " + sum);
  }

  private void xml(File file) throws IOException, XMLStreamException {
    // The JDK's own StAX implementation, whatever else is on the class path.
    XMLOutputFactory factory = XMLOutputFactory.newDefaultFactory();
    int elements = records / 20;
    try (OutputStream stream = new FileOutputStream(file)) {
      XMLStreamWriter xml = factory.createXMLStreamWriter(stream, "UTF-8");
      xml.writeStartDocument("UTF-8", "1.0");
      xml.writeStartElement("records");
      for (int i = 0; i < elements; i++) {
        xml.writeStartElement("record");
        xml.writeAttribute("id", Integer.toString(i));
        xml.writeCharacters("item-" + i);
        xml.writeEndElement();
        xml.flush();
      }
      xml.writeEndElement();
      xml.writeEndDocument();
      xml.close();
    }
    int read = 0;
    try (InputStream stream = new FileInputStream(file)) {
      XMLStreamReader xml = XMLInputFactory.newDefaultFactory().createXMLStreamReader(stream);
      while (xml.hasNext()) {
        if (xml.next() == XMLStreamConstants.START_ELEMENT && xml.getLocalName().equals("record")) {
          read++;
        }
      }
      xml.close();
    }
    out.add("records.xml", Files.size(file.toPath()) + " bytes, " + read + " elements");
  }

  private void yaml(File file) throws IOException {
    DumperOptions options = new DumperOptions();
    options.setExplicitStart(true);
    Yaml yaml = new Yaml(options);
    // The records dumped once to memory first, as a service's dumps run compiled: a file write
    // between cold dumps takes two to four times one between compiled dumps (the dump's own work
    // leaves the caches cold for it), as much as a replay of the writes tells apart from the app's.
    for (int i = 0; i < records; i++) {
      yaml.dump(record(i), new java.io.StringWriter());
    }
    try (Writer writer = new FileWriter(file)) {
      for (int i = 0; i < records; i++) {
        yaml.dump(record(i), writer);
      }
    }
    int read = 0;
    try (InputStream stream = new FileInputStream(file)) {
      for (Object document : new Yaml().loadAll(stream)) {
        read += document instanceof Map ? 1 : 0;
      }
    }
    out.add("records.yaml", Files.size(file.toPath()) + " bytes, " + read + " documents");
  }

  private static Map<String, Object> record(int i) {
    Map<String, Object> record = new LinkedHashMap<>();
    record.put("id", i);
    record.put("item", "item-" + i);
    record.put("tags", java.util.Arrays.asList("a" + i % 7, "b" + i % 11));
    return record;
  }

  private void tar(File file) throws IOException {
    int entries = records / 2;
    try (TarArchiveOutputStream tar = new TarArchiveOutputStream(new FileOutputStream(file))) {
      for (int i = 0; i < entries; i++) {
        byte[] data = ("record " + i + ": item-" + i + "\n").getBytes(StandardCharsets.UTF_8);
        TarArchiveEntry entry = new TarArchiveEntry("records/" + i + ".txt");
        entry.setSize(data.length);
        tar.putArchiveEntry(entry);
        tar.write(data);
        tar.closeArchiveEntry();
      }
    }
    int read = 0;
    long bytes = 0;
    byte[] buffer = new byte[256];
    try (TarArchiveInputStream tar = new TarArchiveInputStream(new FileInputStream(file))) {
      for (TarArchiveEntry e = tar.getNextEntry(); e != null; e = tar.getNextEntry()) {
        for (int n; (n = tar.read(buffer)) > 0; ) {
          bytes += n;
        }
        read++;
      }
    }
    out.add(
        "records.tar",
        Files.size(file.toPath()) + " bytes, " + read + " entries of " + bytes + " bytes");
  }

  private void image(File file) throws IOException {
    // 200 RGB pixels a row are about 600 bytes of PNG data, written in pieces of at most 512.
    int rows = Math.max(1, records / 2);
    BufferedImage image = new BufferedImage(200, rows, BufferedImage.TYPE_INT_RGB);
    Random random = new Random(42);
    for (int y = 0; y < rows; y++) {
      for (int x = 0; x < image.getWidth(); x++) {
        image.setRGB(x, y, random.nextInt(0x1000000));
      }
    }
    if (!ImageIO.write(image, "png", file)) {
      throw new IOException("no PNG writer");
    }
    BufferedImage back = ImageIO.read(file);
    boolean same = back.getRGB(7, rows - 1) == image.getRGB(7, rows - 1);
    out.add(
        "noise.png",
        Files.size(file.toPath())
            + " bytes, "
            + back.getWidth()
            + "x"
            + back.getHeight()
            + (same ? ", pixels read back" : ", other pixels"));
  }
}
