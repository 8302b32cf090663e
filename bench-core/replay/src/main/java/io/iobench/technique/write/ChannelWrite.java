package io.iobench.technique.write;

import static io.iobench.format.RecordedOp.FC_GATHER_WRITE;
import static io.iobench.format.RecordedOp.FC_POSITIONAL_WRITE;
import static io.iobench.format.RecordedOp.FC_WRITE;

import io.iobench.technique.AppTechnique;
import io.iobench.technique.BaseTechnique;
import io.iobench.technique.BufferKind;
import io.iobench.technique.Caveats;
import io.iobench.technique.ChannelCalls;
import io.iobench.technique.Family;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.CallSizes;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.util.List;

/** FileChannel writing one reused ByteBuffer; the families differ in the kind of buffer. */
abstract class ChannelWrite extends BaseTechnique {
  private final BufferKind kind;

  ChannelWrite(Family family, BufferKind kind, int bufferSize) {
    super(family, bufferSize);
    this.kind = kind;
  }

  /** The operations of the app's channel writes, with buffers of either kind. */
  static AppTechnique appWrites() {
    return AppTechnique.calls(FC_WRITE, FC_GATHER_WRITE, FC_POSITIONAL_WRITE);
  }

  static List<String> caveatsOf(BufferKind kind, int bufferSize, Workload w) {
    return Caveats.list(
        Caveats.durability(w, "FileChannel.force(false)"),
        Outputs.preallocatedCaveat(w),
        Caveats.shortWrites(),
        kind.caveat(bufferSize));
  }

  static String snippet(BufferKind kind, int bufferSize, Workload w) {
    return "try (FileChannel ch = FileChannel.open(path, "
        + Outputs.channelOptions(w)
        + ")) {\n"
        + "  ByteBuffer buf = "
        + kind.code(bufferSize)
        + ";\n"
        + "  for (long pos = 0; pos < size; pos += buf.capacity()) {\n"
        + "    int n = (int) Math.min(buf.capacity(), size - pos);\n"
        + "    fill(buf.clear(), n);\n"
        + "    buf.flip();\n"
        + "    while (buf.hasRemaining()) ch.write(buf);\n"
        + Outputs.forceLine(w, "    ", "ch.force(false)")
        + "  }\n"
        + "}";
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    requirePattern(w, AccessPattern.SEQUENTIAL);
    WritePass pass = new WritePass(w);
    try (FileChannel ch = Outputs.channel(w, files.output())) {
      ByteBuffer buf = kind.allocate(passBuffer(w));
      CallSizes.Cursor sizes = passSizes(w);
      while (pass.more()) {
        int n = pass.fill(buf, sizes.next());
        ChannelCalls.writeAll(ch, buf, probe);
        pass.advance(n, ch, probe);
      }
    }
  }
}
