package io.iobench.layer.format;

import static io.iobench.layer.Control.FEWER_CALLS;
import static io.iobench.layer.Control.OTHER_CALL;
import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.FORMAT;

import io.iobench.layer.Changes;
import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * Apache Commons CSV ({@code org.apache.commons.csv}, as its 1.14.1 source reads). {@code
 * CSVPrinter} keeps no buffer of its own: {@code printRecord} hands every value, delimiter and
 * record separator to the {@code Appendable} it was given ({@code CSVFormat.print}, {@code
 * CSVFormat.println}) and never flushes it. {@code CSVPrinter.flush()} flushes that Appendable;
 * {@code close()} flushes it only when asked ({@code close(true)}) or when the format's {@code
 * autoFlush} is set, which means "flush on close" and nothing more, then closes it. Over a {@code
 * FileWriter} the file is written when the writer's 8 KiB encoder buffer fills and on every flush:
 * a flush per record is a write of the file per record. {@code CSVFormat.print(Path, Charset)}
 * opens a {@code Files.newBufferedWriter} (8 KiB). {@code CSVParser} reads through an {@code
 * ExtendedBufferedReader} (Commons IO's {@code UnsynchronizedBufferedReader}, 8192 chars) over its
 * Reader, and {@code CSVParser.parse(File | Path, ...)} reads through {@code Files.newInputStream}
 * and an {@code InputStreamReader}: 8 KiB a read of the file, already few calls.
 */
public final class CommonsCsvLayer {
  public static final Layer LAYER =
      Layer.library("commons-csv", FORMAT, "org.apache.commons.csv.")
          .title("Apache Commons CSV")
          .change(
              Changes.flushLessOften(
                  "CSVPrinter",
                  """
                  CSVPrinter printer = new CSVPrinter(new FileWriter(file), CSVFormat.DEFAULT);
                  for (List<String> row : rows) {
                    printer.printRecord(row);
                    printer.flush();
                  }""",
                  """
                  CSVPrinter printer = new CSVPrinter(new FileWriter(file), CSVFormat.DEFAULT);
                  for (List<String> row : rows) {
                    printer.printRecord(row); // the FileWriter writes 8 KiB at a time
                  }
                  printer.flush(); // once, or at the points a reader must see""",
                  Changes.FLUSH_IS_NO_SYNC,
                  "Records not yet flushed are lost if the process dies; close() writes the rest."))
          .changeOn(
              Set.of("close"),
              FEWER_CALLS,
              "Keep one CSVPrinter open for all the records, instead of opening the file for each.",
              """
              try (CSVPrinter printer = new CSVPrinter(new FileWriter(file, true), CSVFormat.DEFAULT)) {
                for (List<String> row : rows) {
                  printer.printRecord(row);
                }
              }""",
              List.of("buffered-out"),
              "The replay measures the writes alone: the opening and closing of the file for each"
                  + " record, which this saves too, come on top.",
              "A reader of the file sees the records when the printer is flushed or closed.")
          .before(
              """
              for (List<String> row : rows) {
                try (CSVPrinter printer = new CSVPrinter(new FileWriter(file, true), CSVFormat.DEFAULT)) {
                  printer.printRecord(row);
                }
              }""")
          .changeOn(
              Set.of(
                  "hasNext",
                  "next",
                  "nextRecord",
                  "getRecords",
                  "stream",
                  "iterator",
                  "forEach",
                  "parse",
                  "get",
                  "<init>"),
              OTHER_CALL,
              "Parse the file from its text read whole, where it fits in memory.",
              "CSVParser parser = CSVParser.parse(Files.readString(path), CSVFormat.DEFAULT);",
              List.of("read-all-bytes"),
              "CSVParser already reads the file 8 KiB a call: the gain is in those calls alone,"
                  + " small for a file read once.",
              "The whole text is in the heap while it is parsed, as a String of up to twice the"
                  + " file's size.")
          .before(
              "CSVParser parser = CSVParser.parse(file, StandardCharsets.UTF_8, CSVFormat.DEFAULT);")
          .change(
              WRAPPER,
              "Give the CSVPrinter a BufferedWriter with a big buffer: it writes every value"
                  + " straight to the Appendable it was given.",
              """
              CSVPrinter printer = new CSVPrinter(
                  new BufferedWriter(new FileWriter(file), 65536), CSVFormat.DEFAULT);""",
              List.of("buffered-out"),
              "A FileWriter already writes 8 KiB at a time: the gain is where the Appendable has"
                  + " no buffer of its own (a PrintStream) or in bigger writes.",
              "Records reach the file when the buffer fills, on flush() and on close().")
          .before("CSVPrinter printer = new CSVPrinter(new FileWriter(file), CSVFormat.DEFAULT);")
          .build();

  private CommonsCsvLayer() {}
}
