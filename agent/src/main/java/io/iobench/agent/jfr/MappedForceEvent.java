package io.iobench.agent.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** A MappedByteBuffer.force call: JFR's jdk.FileForce covers FileChannel.force only. */
@Name("iobench.MappedForce")
@Label("Mapped Buffer Force")
@Category({"iobench", "File I/O"})
@Description("A MappedByteBuffer.force call: the mapped file's changes written to the device")
@StackTrace(false)
final class MappedForceEvent extends CallEvent {}
