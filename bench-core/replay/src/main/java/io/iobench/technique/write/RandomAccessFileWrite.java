package io.iobench.technique.write;

import io.iobench.technique.BaseTechnique;
import io.iobench.technique.Caveats;
import io.iobench.technique.Invasiveness;
import io.iobench.technique.Probe;
import io.iobench.technique.RoundFiles;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Operation;
import io.iobench.workload.Workload;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.channels.FileChannel;
import java.util.List;

/** {@code raf-write}: RandomAccessFile.write(byte[]); "rw" never truncates, preallocated or not. */
public final class RandomAccessFileWrite extends BaseTechnique {
  public RandomAccessFileWrite(int bufferSize) {
    super("raf-write", Operation.WRITE, bufferSize, Invasiveness.BUFFER_SIZE, true);
  }

  @Override
  public String title() {
    return "RandomAccessFile.write(byte[]) (" + size() + ")";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && fitsFile(w);
  }

  @Override
  public String code(Workload w) {
    return "try (RandomAccessFile file = new RandomAccessFile(path.toFile(), \"rw\")) {\n"
        + Outputs.arrayLoop(
            w, bufferSize(), "file.write(buf, 0, n)", "file.getChannel().force(false)");
  }

  @Override
  public List<String> caveats(Workload w) {
    return caveatList(
        Caveats.durability(w, "FileChannel.force(false) on the file's channel"),
        Caveats.inPlaceOverReplaced(w),
        w.preallocated()
            ? null
            : "\"rw\" does not truncate: writing over an existing longer file leaves its old tail; call"
                + " setLength(size) when the file may exist.",
        Caveats.nativeCopy(bufferSize()),
        Caveats.largeArray(bufferSize()));
  }

  @Override
  public void run(Workload w, RoundFiles files, Probe probe) throws IOException {
    if (w.pattern() != AccessPattern.SEQUENTIAL) {
      throw unsupported(w);
    }
    WritePass pass = new WritePass(w);
    try (RandomAccessFile file = new RandomAccessFile(files.output().toFile(), "rw")) {
      FileChannel channel = file.getChannel();
      byte[] buf = new byte[bufferSize()];
      while (pass.more()) {
        int n = pass.fill(buf);
        long t = probe.begin();
        file.write(buf, 0, n);
        probe.end(t, n);
        pass.advance(n, channel, probe);
      }
    }
  }
}
