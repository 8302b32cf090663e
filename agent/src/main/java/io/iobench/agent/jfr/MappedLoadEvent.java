package io.iobench.agent.jfr;

import jdk.jfr.Category;
import jdk.jfr.Description;
import jdk.jfr.Label;
import jdk.jfr.Name;
import jdk.jfr.StackTrace;

/** A MappedByteBuffer.load call. */
@Name("iobench.MappedLoad")
@Label("Mapped Buffer Load")
@Category({"iobench", "File I/O"})
@Description("A MappedByteBuffer.load call: the mapping's pages brought into memory")
@StackTrace(false)
final class MappedLoadEvent extends CallEvent {}
