package io.iobench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.iobench.results.ReplayNote;
import org.junit.jupiter.api.Test;

/** A workload's notes in words. */
class ReplayNoteWordsTest {
  @Test
  void linesReadByReadLineSayHowManyReadsTheAppMade() {
    assertEquals(
        "the app called RandomAccessFile.readLine 101 times (43 bytes a line on average), making"
            + " 4,301 reads of the file, a read() per byte; the replay reads lines of its own text"
            + " the same way",
        ReplayNoteWords.of(new ReplayNote.Lines(101, 4_300, 4_301)));
  }

  @Test
  void linesNotReadInOrderAreSaidToBeReplayedInOrder() {
    assertEquals(
        "the app's lines were not read in order; the replay reads them in order",
        ReplayNoteWords.of(new ReplayNote.NotInOrder("READ")));
    assertEquals(
        "the app's writes were not sequential; the replay writes the same volume sequentially",
        ReplayNoteWords.of(new ReplayNote.NotInOrder("WRITE")));
  }

  @Test
  void aLibrarysCallsAreSaidToBeReplacedByTheChange() {
    assertEquals(
        "org.apache.avro.file.DataFileWriter.flush flushed the file in each of the app's 2,000"
            + " calls into it, which took 10.0 ms (5.00 ms over the 1,000 the agent counted, with the"
            + " agent's own cost of recording their file calls but not its walks of the stack):"
            + " flushing less often replaces these calls, so the saving is counted from their time",
        ReplayNoteWords.of(
            new ReplayNote.LibraryCallTime(
                "org.apache.avro.file.DataFileWriter.flush",
                2_000,
                10_000_000,
                1_000,
                5_000_000,
                true,
                false)));
    assertTrue(
        ReplayNoteWords.of(
                new ReplayNote.LibraryCallTime(
                    "com.google.common.io.CharSink.write", 2, 20_000, 2, 20_000, false, false))
            .contains("opened the file in each of the app's 2 calls into it"));
    assertTrue(
        ReplayNoteWords.of(
                new ReplayNote.LibraryCallTime(
                    "com.google.common.io.CharSink.write", 2, 20_000, 2, 20_000, false, true))
            .contains("the agent's cost of recording them left out"));
  }

  @Test
  void valuesReplayedThroughJacksonSayWhoseJacksonAndWhoseValues() {
    assertEquals(
        "each of the app's 200,000 writes was a call of"
            + " com.fasterxml.jackson.databind.ObjectMapper.writeValue with one value, a generator"
            + " made and closed for it, which took 612 ms (600 ms over the 196,000 the agent"
            + " counted, Jackson's own time and the write's, the agent's cost of recording it left"
            + " out): the replay makes such calls with Jackson 2.23.0, iobench's own copy, on"
            + " values of the app's size (not the app's values), and one SequenceWriter replaces"
            + " them, so the saving is counted from their time",
        ReplayNoteWords.of(
            new ReplayNote.JsonValues(
                "com.fasterxml.jackson.databind.ObjectMapper.writeValue",
                200_000,
                612_000_000,
                196_000,
                600_000_000,
                "Jackson 2.23.0")));
  }
}
