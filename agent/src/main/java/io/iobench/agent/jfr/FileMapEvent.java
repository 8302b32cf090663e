package io.iobench.agent.jfr;

import jdk.jfr.Category;
import jdk.jfr.DataAmount;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** A FileChannel.map call: JFR has no event for it. */
@Name("iobench.FileMap")
@Label("File Map")
@Category({"iobench", "File I/O"})
@Description("A FileChannel.map call, with the mode and the bytes mapped")
@StackTrace(false)
final class FileMapEvent extends CallEvent {
  @Label("Mode")
  String mode;

  @Label("Bytes Mapped")
  @DataAmount
  long bytes;
}
