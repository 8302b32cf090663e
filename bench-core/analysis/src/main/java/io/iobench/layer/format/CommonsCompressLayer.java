package io.iobench.layer.format;

import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.FORMAT;

import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * Apache Commons Compress's tar and compressor streams ({@code org.apache.commons.compress}, as its
 * 1.28.0 source reads). {@code TarArchiveOutputStream} writes through a {@code
 * FixedLengthBlockOutputStream} of 512-byte blocks over a {@code CountingOutputStream} of the
 * stream it was given: every header record ({@code putArchiveEntry}, {@code writeRecord}), every
 * 512 bytes of an entry's data and the padded last record of an entry ({@code closeArchiveEntry},
 * {@code flushBlock}) is one write of that stream, two writes of 512 bytes for a small entry. The
 * block size a constructor takes (512 when not given) only decides how {@code finish()} pads the
 * end of the archive ({@code padAsNeeded}), not how much a write holds. It never flushes the stream
 * below: its {@code flush()} and {@code finish()} stop at the block stream, and {@code close()}
 * closes it. {@code TarArchiveInputStream} reads each 512-byte header record ({@code readRecord},
 * {@code IOUtils.readFully}), an entry's data in the sizes the app asks for, and skips the padding
 * of each entry by reading it ({@code skipRecordPadding}, Commons IO's {@code IOUtils.skip}). Of
 * the compressor streams, {@code GzipCompressorOutputStream} deflates into a 512-byte buffer
 * ({@code GzipParameters}' default buffer size) and writes each piece, {@code
 * BZip2CompressorOutputStream} writes a byte at a time and {@code BZip2CompressorInputStream} reads
 * one ({@code BitInputStream}); {@code GzipCompressorInputStream} puts an 8 KiB {@code
 * BufferedInputStream} under itself where the stream it is given does not support mark. The other
 * archivers (zip, 7z, ...) write through files and channels of their own and have no row.
 */
public final class CommonsCompressLayer {
  public static final Layer LAYER =
      Layer.library(
              "commons-compress",
              FORMAT,
              "org.apache.commons.compress.archivers.tar.",
              "org.apache.commons.compress.compressors.")
          .title("Apache Commons Compress tar and compressor streams")
          .changeOn(
              Set.of("getNextEntry", "getNextTarEntry", "read", "skip", "available"),
              WRAPPER,
              "Put a BufferedInputStream between the archive or compressor stream and the file:"
                  + " TarArchiveInputStream reads each 512-byte header, and each entry's data and"
                  + " padding, from the stream it was given.",
              """
              TarArchiveInputStream tar = new TarArchiveInputStream(
                  new BufferedInputStream(new FileInputStream(file), 65536));""",
              List.of("buffered-stream"),
              "The same buffer helps under a compressor input stream: BZip2CompressorInputStream"
                  + " reads a byte at a time; GzipCompressorInputStream buffers 8 KiB itself only"
                  + " where the stream it is given does not support mark.")
          .before(
              "TarArchiveInputStream tar = new TarArchiveInputStream(new FileInputStream(file));")
          .change(
              WRAPPER,
              "Put a BufferedOutputStream between the archive or compressor stream and the file:"
                  + " TarArchiveOutputStream writes every 512-byte record to the stream it was"
                  + " given.",
              """
              TarArchiveOutputStream tar = new TarArchiveOutputStream(
                  new BufferedOutputStream(new FileOutputStream(file), 65536));""",
              List.of("buffered-out"),
              "A block size (new TarArchiveOutputStream(out, 10240)) does not make the writes"
                  + " bigger: it only pads the end of the archive to a whole block.",
              "The archive stream never flushes the stream below, not even in finish(): close()"
                  + " writes the rest and closes the file, so close the archive, not only finish"
                  + " it.",
              "Under a compressor stream the buffer goes below it too: GzipCompressorOutputStream"
                  + " writes each deflated piece of up to 512 bytes (GzipParameters.setBufferSize"
                  + " makes them bigger), BZip2CompressorOutputStream a byte at a time.")
          .before(
              "TarArchiveOutputStream tar = new TarArchiveOutputStream(new FileOutputStream(file));")
          .build();

  private CommonsCompressLayer() {}
}
