package io.iobench.reports.check;

import io.iobench.prove.CheckFinding;
import java.io.IOException;
import java.io.OutputStream;
import java.util.List;
import java.util.Locale;
import javax.xml.stream.XMLOutputFactory;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamWriter;

/**
 * A check as a JUnit XML report (the {@code testsuite} document Surefire writes and CI servers
 * read): each rule's finding a test case, failed where it failed, so a CI server lists each change
 * worth making and each regression as a failed test.
 */
public final class CheckJUnitXml {
  /** The suite's name, and the class name's prefix of its test cases. */
  public static final String SUITE = "iobench.check";

  private CheckJUnitXml() {}

  public static void write(List<CheckFinding> findings, OutputStream out) throws IOException {
    try {
      XMLStreamWriter x = XMLOutputFactory.newFactory().createXMLStreamWriter(out, "UTF-8");
      x.writeStartDocument("UTF-8", "1.0");
      x.writeCharacters("\n");
      x.writeStartElement("testsuite");
      x.writeAttribute("name", SUITE);
      x.writeAttribute("tests", Integer.toString(findings.size()));
      x.writeAttribute(
          "failures", Long.toString(findings.stream().filter(CheckFinding::failed).count()));
      x.writeAttribute("errors", "0");
      x.writeAttribute("skipped", "0");
      x.writeAttribute("time", "0");
      x.writeCharacters("\n");
      for (CheckFinding f : findings) {
        String rule = f.rule().name().toLowerCase(Locale.ROOT);
        x.writeCharacters("  ");
        x.writeStartElement("testcase");
        x.writeAttribute("classname", SUITE + "." + rule);
        x.writeAttribute("name", xmlText(f.name()));
        x.writeAttribute("time", "0");
        if (f.failed()) {
          x.writeStartElement("failure");
          x.writeAttribute("message", xmlText(f.message()));
          x.writeAttribute("type", SUITE + "." + rule);
          x.writeCharacters(
              xmlText(f.detail() != null ? f.message() + "\n" + f.detail() : f.message()));
          x.writeEndElement();
        }
        x.writeEndElement();
        x.writeCharacters("\n");
      }
      x.writeEndElement();
      x.writeCharacters("\n");
      x.writeEndDocument();
      x.close();
    } catch (XMLStreamException e) {
      throw new IOException("could not write the JUnit XML: " + e.getMessage(), e);
    }
  }

  /** XML 1.0 holds no control character but tab, newline and return: a file name may. */
  static String xmlText(String s) {
    StringBuilder b = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean allowed =
          c == '\t'
              || c == '\n'
              || c == '\r'
              || (c >= 0x20 && c <= 0xD7FF)
              || (c >= 0xE000 && c <= 0xFFFD)
              || Character.isSurrogate(c);
      if (!allowed && b == null) {
        b = new StringBuilder(s.substring(0, i));
      }
      if (b != null) {
        b.append(allowed ? c : '\uFFFD');
      }
    }
    return b == null ? s : b.toString();
  }
}
