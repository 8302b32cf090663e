package io.iobench.agent.jfr;

import jdk.jfr.Category;
import jdk.jfr.DataAmount;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** A transferTo or transferFrom call: JFR has no event for them. */
@Name("iobench.FileTransfer")
@Label("File Transfer")
@Category({"iobench", "File I/O"})
@Description(
    "A FileChannel.transferTo/transferFrom or FileInputStream.transferTo call, with the bytes it"
        + " moved; the path is the file's end of the transfer")
@StackTrace(false)
final class FileTransferEvent extends CallEvent {
  @Label("API")
  String api;

  @Label("Operation")
  String operation;

  @Label("Bytes")
  @DataAmount
  long bytes;
}
