package io.iobench.layer.helper;

import static io.iobench.layer.Control.WRAPPER;
import static io.iobench.layer.LayerKind.JDK_HELPER;

import io.iobench.layer.Layer;
import java.util.List;
import java.util.Set;

/**
 * Java Image I/O ({@code javax.imageio} and its plug-ins in {@code com.sun.imageio}, as the JDK 25
 * source reads; JDK 17 makes the same calls). {@code ImageIO.write(image, format, File)} deletes
 * the file and writes through a {@code FileImageOutputStream}, whose every write is a {@code
 * RandomAccessFile} write: the PNG writer writes each chunk's length, type and CRC as 4-byte writes
 * ({@code ImageOutputStreamImpl.writeInt}) and the pixel data deflated into a 512-byte buffer, a
 * write per piece ({@code IDATOutputStream.deflate}), in IDAT chunks of 32 KiB whose length it
 * seeks back to write ({@code finishChunk}). {@code ImageIO.read(File)} reads through a {@code
 * FileImageInputStream}, every read a {@code RandomAccessFile} read: the PNG reader reads chunk
 * headers 4 bytes a read and the pixel data through an {@code InflaterInputStream} with its
 * 512-byte default buffer ({@code PNGImageReader.readImage}), a read of the file per 512 bytes.
 * {@code ImageIO.setUseCache} (on by default) matters for streams only: with it on, {@code
 * write(image, format, OutputStream)} writes the image into a temporary file first ({@code
 * FileCacheImageOutputStream}, a {@code RandomAccessFile} in {@code java.io.tmpdir}) and copies it
 * to the stream 512 bytes a write at every {@code flushBefore}, and {@code read(InputStream)}
 * copies the stream into a temporary file 1 KiB a read ({@code FileCacheImageInputStream}). With it
 * off, {@code MemoryCacheImageOutputStream} writes to the stream in pieces of up to 8 KiB ({@code
 * MemoryCache}) at every {@code flushBefore} (for PNG, the end of every chunk) and flushes the
 * stream, and {@code MemoryCacheImageInputStream} reads up to 8 KiB a call.
 */
public final class ImageIoLayer {
  public static final Layer LAYER =
      Layer.jdk("image-io", JDK_HELPER, "javax.imageio.", "com.sun.imageio.")
          .title("Image I/O (ImageIO.read / write)")
          .changeOn(
              Set.of(
                  "write",
                  "writeToSequence",
                  "prepareWriteSequence",
                  "endWriteSequence",
                  "writeInsert",
                  "flush",
                  "flushBefore",
                  "close"),
              WRAPPER,
              "Turn ImageIO's disk cache off and write the image to a BufferedOutputStream:"
                  + " through a File, ImageIO makes a write of the file per 512 bytes of a PNG's"
                  + " pixel data.",
              """
              ImageIO.setUseCache(false); // once, at start-up: no temporary file, a memory cache
              try (OutputStream out = new BufferedOutputStream(new FileOutputStream(file), 65536)) {
                ImageIO.write(image, "png", out);
              }""",
              List.of("buffered-out"),
              "Without setUseCache(false), a write to a stream goes through a temporary file"
                  + " first and reaches the stream 512 bytes a write.",
              "The image writer flushes the stream at the end of every chunk: for PNG a write of"
                  + " the file per chunk of up to 32 KiB, which is what the buffer gathers.",
              "setUseCache is global: every ImageIO stream made after it caches in memory.")
          .before("ImageIO.write(image, \"png\", file);")
          .change(
              WRAPPER,
              "Turn ImageIO's disk cache off and read the image from a BufferedInputStream:"
                  + " through a File, ImageIO makes a read of the file per 512 bytes of a PNG's"
                  + " pixel data.",
              """
              ImageIO.setUseCache(false); // once, at start-up: no temporary file, a memory cache
              BufferedImage image;
              try (InputStream in = new BufferedInputStream(new FileInputStream(file), 65536)) {
                image = ImageIO.read(in);
              }""",
              List.of("buffered-stream"),
              "Without setUseCache(false), a read from a stream copies the stream into a temporary"
                  + " file first, 1 KiB a read.",
              "The memory cache holds what the reader has read and not let go of, up to the whole"
                  + " encoded image.",
              "setUseCache is global: every ImageIO stream made after it caches in memory.")
          .before("BufferedImage image = ImageIO.read(file);")
          .build();

  private ImageIoLayer() {}
}
