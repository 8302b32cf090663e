package io.iobench.reports;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.iobench.results.ReplayNote;
import org.junit.jupiter.api.Test;

/** The notes of a workload of lines read by RandomAccessFile.readLine, in words. */
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
}
