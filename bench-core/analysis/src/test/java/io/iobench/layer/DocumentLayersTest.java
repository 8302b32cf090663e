package io.iobench.layer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.profile.OpProfile;
import io.iobench.profile.RecordedOps;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The layers of document formats (Commons CSV, SnakeYAML, Commons Compress, the JDK's StAX and
 * Image I/O) on call paths as the agent recorded them on JDK 17, with the libraries as they come
 * from Maven Central (it-apps' DocumentIo, which DocumentLayersIT runs): the layer the app entered,
 * the method it entered by, and the change for that way in.
 */
class DocumentLayersTest {
  /** The layer, method and change of the path's entry, and the change's first technique. */
  private static void assertEntry(
      List<String> frames,
      String layer,
      String method,
      Control control,
      String technique,
      String code) {
    LayerMatch entry = LayerCatalogue.entry(frames).orElseThrow();
    assertEquals(layer, entry.layer().id(), frames.toString());
    assertEquals(method, entry.method(), frames.toString());
    Change change = entry.change().orElseThrow();
    assertEquals(control, change.control(), change.summary());
    assertEquals(technique, change.techniques().get(0), change.summary());
    assertTrue(change.code().contains(code), change.code());
  }

  /** {@code entry}'s frames, then an OutputStreamWriter's flush to its FileOutputStream. */
  private static List<String> flushedThroughAWriter(String... entry) {
    return Stream.concat(
            Stream.of(entry),
            Stream.of(
                "java.io.OutputStreamWriter.flush",
                "sun.nio.cs.StreamEncoder.flush",
                "sun.nio.cs.StreamEncoder.implFlush",
                "sun.nio.cs.StreamEncoder.implFlushBuffer",
                "sun.nio.cs.StreamEncoder.writeBytes",
                "java.io.FileOutputStream.write"))
        .toList();
  }

  @Test
  void aCsvPrinterFlushedPerRecordIsToldToFlushLessOften() {
    assertEntry(
        flushedThroughAWriter("org.apache.commons.csv.CSVPrinter.flush"),
        "commons-csv",
        "flush",
        Control.FEWER_CALLS,
        "buffered-out",
        "printer.flush(); // once");
  }

  @Test
  void aCsvPrinterOpenedPerRecordIsKeptOpenAndOneThatOnlyPrintsGetsABuffer() {
    assertEntry(
        List.of(
            "org.apache.commons.csv.CSVPrinter.close",
            "org.apache.commons.csv.CSVPrinter.close",
            "java.io.OutputStreamWriter.close",
            "sun.nio.cs.StreamEncoder.close",
            "sun.nio.cs.StreamEncoder.implClose",
            "sun.nio.cs.StreamEncoder.implFlushBuffer",
            "sun.nio.cs.StreamEncoder.writeBytes",
            "java.io.FileOutputStream.write"),
        "commons-csv",
        "close",
        Control.FEWER_CALLS,
        "buffered-out",
        "for (List<String> row : rows) {\n    printer.printRecord(row);");
    assertEntry(
        List.of(
            "org.apache.commons.csv.CSVPrinter.printRecord",
            "org.apache.commons.csv.CSVPrinter.printRecord",
            "org.apache.commons.csv.CSVPrinter.endOfRecord",
            "org.apache.commons.csv.CSVPrinter.println",
            "org.apache.commons.csv.CSVFormat.println",
            "java.io.PrintStream.append",
            "java.io.PrintStream.print",
            "java.io.PrintStream.write",
            "java.io.FileOutputStream.write"),
        "commons-csv",
        "printRecord",
        Control.WRAPPER,
        "buffered-out",
        "new BufferedWriter(new FileWriter(file), 65536)");
  }

  @Test
  void aCsvParserReadsTheFileWhole() {
    assertEntry(
        List.of(
            "org.apache.commons.csv.CSVParser$CSVRecordIterator.hasNext",
            "org.apache.commons.csv.CSVParser$CSVRecordIterator.getNextRecord",
            "org.apache.commons.io.function.Uncheck.get",
            "org.apache.commons.csv.CSVParser.nextRecord",
            "org.apache.commons.csv.Lexer.nextToken",
            "org.apache.commons.csv.ExtendedBufferedReader.read",
            "org.apache.commons.io.input.UnsynchronizedBufferedReader.read",
            "org.apache.commons.io.input.UnsynchronizedBufferedReader.fillBuf",
            "java.io.InputStreamReader.read",
            "sun.nio.cs.StreamDecoder.read",
            "sun.nio.cs.StreamDecoder.implRead",
            "sun.nio.cs.StreamDecoder.readBytes",
            "sun.nio.ch.ChannelInputStream.read",
            "sun.nio.ch.FileChannelImpl.read"),
        "commons-csv",
        "hasNext",
        Control.OTHER_CALL,
        "read-all-bytes",
        "Files.readString(path)");
  }

  @Test
  void aYamlDumpPerRecordIsDumpedToAStringAndWrittenThroughABuffer() {
    assertEntry(
        flushedThroughAWriter(
            "org.yaml.snakeyaml.Yaml.dump",
            "org.yaml.snakeyaml.Yaml.dumpAll",
            "org.yaml.snakeyaml.serializer.Serializer.serialize",
            "org.yaml.snakeyaml.emitter.Emitter.emit",
            "org.yaml.snakeyaml.emitter.Emitter$ExpectDocumentEnd.expect",
            "org.yaml.snakeyaml.emitter.Emitter.flushStream"),
        "snakeyaml",
        "dump",
        Control.OTHER_CALL,
        "buffered-out",
        "out.write(yaml.dump(record));");
  }

  @Test
  void yamlLoadedThroughItsIteratorIsReadWhole() {
    assertEntry(
        List.of(
            "org.yaml.snakeyaml.Yaml$1.hasNext",
            "org.yaml.snakeyaml.constructor.BaseConstructor.checkData",
            "org.yaml.snakeyaml.composer.Composer.checkNode",
            "org.yaml.snakeyaml.parser.ParserImpl.checkEvent",
            "org.yaml.snakeyaml.scanner.ScannerImpl.checkToken",
            "org.yaml.snakeyaml.reader.StreamReader.update",
            "org.yaml.snakeyaml.reader.UnicodeReader.read",
            "java.io.InputStreamReader.read",
            "sun.nio.cs.StreamDecoder.readBytes",
            "java.io.PushbackInputStream.read",
            "java.io.FilterInputStream.read",
            "java.io.FileInputStream.read"),
        "snakeyaml",
        "hasNext",
        Control.OTHER_CALL,
        "read-all-bytes",
        "new Yaml().load(Files.readString(path))");
  }

  @Test
  void aTarOverABareFileStreamGetsABufferBelowItBothWays() {
    String[] putEntry = {
      "org.apache.commons.compress.archivers.tar.TarArchiveOutputStream.putArchiveEntry",
      "org.apache.commons.compress.archivers.tar.TarArchiveOutputStream.writeRecord",
      "java.io.OutputStream.write",
      "org.apache.commons.compress.utils.FixedLengthBlockOutputStream.write",
      "org.apache.commons.compress.utils.FixedLengthBlockOutputStream.maybeFlush",
      "org.apache.commons.compress.utils.FixedLengthBlockOutputStream.writeBlock",
      "org.apache.commons.compress.utils.FixedLengthBlockOutputStream$BufferAtATimeOutputChannel"
          + ".write",
      "org.apache.commons.io.output.ProxyOutputStream.write",
      "java.io.FileOutputStream.write"
    };
    assertEntry(
        List.of(putEntry),
        "commons-compress",
        "putArchiveEntry",
        Control.WRAPPER,
        "buffered-out",
        "new BufferedOutputStream(new FileOutputStream(file), 65536)");
    assertEntry(
        List.of(
            "org.apache.commons.compress.archivers.tar.TarArchiveOutputStream.closeArchiveEntry",
            "org.apache.commons.compress.utils.FixedLengthBlockOutputStream.flushBlock",
            "org.apache.commons.compress.utils.FixedLengthBlockOutputStream.writeBlock",
            "org.apache.commons.io.output.ProxyOutputStream.write",
            "java.io.FileOutputStream.write"),
        "commons-compress",
        "closeArchiveEntry",
        Control.WRAPPER,
        "buffered-out",
        "new BufferedOutputStream(new FileOutputStream(file), 65536)");
    assertEntry(
        List.of(
            "org.apache.commons.compress.archivers.tar.TarArchiveInputStream.getNextEntry",
            "org.apache.commons.compress.archivers.tar.TarArchiveInputStream.getNextTarEntry",
            "org.apache.commons.compress.archivers.tar.TarArchiveInputStream.getRecord",
            "org.apache.commons.compress.archivers.tar.TarArchiveInputStream.readRecord",
            "org.apache.commons.compress.utils.IOUtils.readFully",
            "org.apache.commons.io.IOUtils.read",
            "java.io.FileInputStream.read"),
        "commons-compress",
        "getNextEntry",
        Control.WRAPPER,
        "buffered-stream",
        "new BufferedInputStream(new FileInputStream(file), 65536)");
    // tar.read(buffer): FilterInputStream.read(byte[]) passes the call on, and is no layer.
    assertEntry(
        List.of(
            "java.io.FilterInputStream.read",
            "org.apache.commons.compress.archivers.tar.TarArchiveInputStream.read",
            "java.io.FileInputStream.read"),
        "commons-compress",
        "read",
        Control.WRAPPER,
        "buffered-stream",
        "new BufferedInputStream(new FileInputStream(file), 65536)");
  }

  /** Commons Compress's zip archiver writes through channels of its own: no row of this one's. */
  @Test
  void theZipArchiverIsNotTheTarRow() {
    assertEquals(
        List.of(),
        LayerCatalogue.layersOf(
            List.of(
                "org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream.putArchiveEntry",
                "org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream.writeCounted",
                "sun.nio.ch.FileChannelImpl.write")));
  }

  @Test
  void theJdksXmlWriterGetsABufferBelowItAndFlushesLessOften() {
    assertEntry(
        List.of(
            "com.sun.xml.internal.stream.writers.XMLStreamWriterImpl.writeEndElement",
            "com.sun.xml.internal.stream.writers.UTF8OutputStreamWriter.write",
            "java.io.FileOutputStream.write"),
        "stax",
        "writeEndElement",
        Control.WRAPPER,
        "buffered-out",
        "new BufferedOutputStream(new FileOutputStream(file), 65536), \"UTF-8\")");
    assertEntry(
        List.of(
            "com.sun.xml.internal.stream.writers.XMLStreamWriterImpl.flush",
            "com.sun.xml.internal.stream.writers.UTF8OutputStreamWriter.flush",
            "java.io.BufferedOutputStream.flush",
            "java.io.BufferedOutputStream.flushBuffer",
            "java.io.FileOutputStream.write"),
        "stax",
        "flush",
        Control.FEWER_CALLS,
        "buffered-out",
        "xml.flush(); // once");
    assertEntry(
        List.of(
            "com.sun.xml.internal.stream.XMLInputFactoryImpl.createXMLStreamReader",
            "com.sun.xml.internal.stream.XMLInputFactoryImpl.getXMLStreamReaderImpl",
            "com.sun.org.apache.xerces.internal.impl.XMLStreamReaderImpl.<init>",
            "com.sun.org.apache.xerces.internal.impl.XMLStreamReaderImpl.setInputSource",
            "com.sun.org.apache.xerces.internal.impl.XMLEntityManager.setupCurrentEntity",
            "com.sun.org.apache.xerces.internal.impl.XMLEntityManager$RewindableInputStream"
                + ".readAndBuffer",
            "java.io.FileInputStream.read"),
        "stax",
        "createXMLStreamReader",
        Control.WRAPPER,
        "buffered-stream",
        "new BufferedInputStream(new FileInputStream(file), 65536)");
  }

  /** The reader's inner InflaterInputStream, a layer of its own, is not where the app entered. */
  private static final List<String> IMAGE_READ =
      List.of(
          "javax.imageio.ImageIO.read",
          "com.sun.imageio.plugins.png.PNGImageReader.read",
          "com.sun.imageio.plugins.png.PNGImageReader.readImage",
          "com.sun.imageio.plugins.png.PNGImageReader.decodeImage",
          "com.sun.imageio.plugins.png.PNGImageReader.decodePass",
          "java.io.DataInputStream.readFully",
          "java.io.BufferedInputStream.read",
          "java.io.BufferedInputStream.fill",
          "java.util.zip.InflaterInputStream.read",
          "java.util.zip.InflaterInputStream.fill",
          "java.io.SequenceInputStream.read",
          "com.sun.imageio.plugins.common.InputStreamAdapter.read",
          "com.sun.imageio.plugins.common.SubImageInputStream.read",
          "javax.imageio.stream.FileImageInputStream.read",
          "java.io.RandomAccessFile.read");

  @Test
  void imageIoThroughAFileTurnsTheCacheOffAndBuffersTheStream() {
    assertEntry(
        List.of(
            "javax.imageio.ImageIO.write",
            "javax.imageio.ImageIO.doWrite",
            "javax.imageio.ImageWriter.write",
            "com.sun.imageio.plugins.png.PNGImageWriter.write",
            "com.sun.imageio.plugins.png.PNGImageWriter.write_IDAT",
            "com.sun.imageio.plugins.png.PNGImageWriter.encodePass",
            "com.sun.imageio.plugins.png.IDATOutputStream.write",
            "com.sun.imageio.plugins.png.IDATOutputStream.deflate",
            "javax.imageio.stream.FileImageOutputStream.write",
            "java.io.RandomAccessFile.write"),
        "image-io",
        "write",
        Control.WRAPPER,
        "buffered-out",
        "ImageIO.setUseCache(false);");
    assertEntry(
        IMAGE_READ, "image-io", "read", Control.WRAPPER, "buffered-stream", "ImageIO.read(in)");
    assertEquals(
        List.of(
            "image-io",
            "data-input-stream",
            "buffered-input-stream",
            "inflater-input-stream",
            "image-io"),
        LayerCatalogue.layersOf(IMAGE_READ).stream().map(m -> m.layer().id()).toList());
  }

  /** A JDK layer the app's own frame called is the app's to change. */
  @Test
  void imageIoCalledByTheAppIsTheAppsLayer() {
    OpProfile reads =
        RecordedOps.op(
            "RandomAccessFile",
            "read",
            3089,
            RecordedOps.path(
                "io.iobench.itapps.DocumentIo.image(DocumentIo.java:209)", null, 3075, IMAGE_READ));
    AppLayer at = AppLayer.of(reads).orElseThrow();
    assertEquals("image-io", at.layer().id());
    assertEquals("read", at.entryMethod());
    assertTrue(at.appCanChange());
    assertEquals(
        "buffered-stream", at.changeFor("buffered-stream").orElseThrow().techniques().get(0));
    assertTrue(at.changeFor("buffered-out").isEmpty(), "a write's change is not a read's");
  }
}
