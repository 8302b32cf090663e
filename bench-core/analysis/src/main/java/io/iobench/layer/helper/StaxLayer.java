package io.iobench.layer.helper;

import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * The JDK's own StAX implementation, which {@code XMLOutputFactory} and {@code XMLInputFactory}
 * return unless another one (Woodstox) is on the class path (as the JDK 25 source reads; JDK 17
 * makes the same calls). {@code XMLStreamWriterImpl} over an {@code OutputStream} in UTF-8 (named,
 * or the default charset) writes through a {@code UTF8OutputStreamWriter}, which encodes every
 * character straight into the stream, one {@code write(int)} a byte: over a bare {@code
 * FileOutputStream} a write of the file per byte. Given another encoding it writes through a 4 KiB
 * {@code XMLWriter} over an {@code OutputStreamWriter}; given a Writer, to that Writer as is. Its
 * {@code flush()} flushes the stream below ({@code UTF8OutputStreamWriter.flush}); its {@code
 * close()} flushes and does not close it. {@code XMLStreamReaderImpl} reads the first bytes of a
 * stream one at a time and the XML declaration in a 64-byte read ({@code
 * XMLEntityManager.RewindableInputStream}), then 8 KiB a call ({@code UTF8Reader}, {@code
 * XMLEntityManager.DEFAULT_BUFFER_SIZE}). Woodstox ({@code com.ctc.wstx}) buffers 4000 bytes itself
 * ({@code EncodingXmlWriter}) and is not this row.
 */
public final class StaxLayer {
  /** An XMLStreamWriter over a buffered file stream, and a loop that writes an element a line. */
  private static final String WRITE_LINES =
      """
      XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(
          new BufferedOutputStream(new FileOutputStream(file), 65536), "UTF-8");
      for (String line : lines) {
        xml.writeStartElement("line");
        xml.writeCharacters(line);
        xml.writeEndElement();
      """;

  public static final Layer LAYER =
      Layer.jdk(
              "stax",
              JDK_HELPER,
              "javax.xml.stream.",
              "com.sun.xml.internal.stream.",
              "com.sun.org.apache.xerces.internal.impl.XMLStreamReaderImpl")
          .title("StAX XMLStreamWriter / XMLStreamReader (the JDK's)")
          .change(
              Changes.flushLessOften(
                  "XMLStreamWriter",
                  WRITE_LINES + "  xml.flush();\n}",
                  WRITE_LINES + "}\nxml.flush(); // once, or at the points a reader must see",
                  Changes.FLUSH_IS_NO_SYNC,
                  "Elements not yet flushed are lost if the process dies."))
          .changeOn(
              Set.of(
                  "createXMLStreamReader",
                  "createXMLEventReader",
                  "<init>",
                  "next",
                  "hasNext",
                  "nextTag",
                  "nextEvent",
                  "peek",
                  "getElementText"),
              WRAPPER,
              "Put a BufferedInputStream between the XMLStreamReader and the file: the reader"
                  + " reads the first bytes of the file one at a time.",
              """
              XMLStreamReader xml = XMLInputFactory.newInstance().createXMLStreamReader(
                  new BufferedInputStream(new FileInputStream(file), 65536));""",
              List.of("buffered-stream"),
              "After its first bytes the reader reads 8 KiB a call: the gain is in the first"
                  + " calls, and counts for small files read often.")
          .before(
              """
              XMLStreamReader xml = XMLInputFactory.newInstance().createXMLStreamReader(
                  new FileInputStream(file));""")
          .change(
              WRAPPER,
              "Put a BufferedOutputStream between the XMLStreamWriter and the file, and flush only"
                  + " at the end: the JDK's writer writes every byte of UTF-8 to the stream it was"
                  + " given, one call each.",
              """
              XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(
                  new BufferedOutputStream(new FileOutputStream(file), 65536), "UTF-8");""",
              List.of("buffered-out"),
              "Every flush() of the XMLStreamWriter flushes the BufferedOutputStream: a flush per"
                  + " element would still be a write of the file per element.",
              "XMLStreamWriter.close() flushes the stream but does not close it: close it"
                  + " yourself.")
          .before(
              """
              XMLStreamWriter xml = XMLOutputFactory.newInstance().createXMLStreamWriter(
                  new FileOutputStream(file), "UTF-8");""")
          .build();

  private StaxLayer() {}
}
