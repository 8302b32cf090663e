package io.iobench.technique.read;

import io.iobench.technique.BufferKind;
import io.iobench.technique.Caveats;
import io.iobench.workload.AccessPattern;
import io.iobench.workload.Workload;
import java.util.List;

/**
 * {@code channel-direct}: FileChannel + a reused direct ByteBuffer; random calls position() then
 * read.
 */
public final class DirectChannelRead extends ChannelRead {
  public DirectChannelRead(int bufferSize) {
    super("channel-direct", BufferKind.DIRECT, bufferSize);
  }

  @Override
  public String title() {
    return "FileChannel + direct ByteBuffer (" + size() + ")";
  }

  @Override
  public boolean appliesTo(Workload w) {
    return is(w, AccessPattern.SEQUENTIAL) && fitsFile(w)
        || is(w, AccessPattern.RANDOM) && fitsCalls(w);
  }

  @Override
  public List<String> caveats(Workload w) {
    boolean random = w.pattern() == AccessPattern.RANDOM;
    return caveatList(
        Caveats.directBuffer(random ? w.callSize() : bufferSize()),
        random ? Caveats.shortReads() : null,
        random
            ? "position() then read() is two system calls and not safe to share between threads;"
                + " read(buffer, position) is one and is."
            : null);
  }
}
