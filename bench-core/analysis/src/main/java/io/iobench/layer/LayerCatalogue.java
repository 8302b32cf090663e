package io.iobench.layer;

import io.iobench.layer.engine.DerbyLayer;
import io.iobench.layer.engine.H2Layer;
import io.iobench.layer.engine.HsqldbLayer;
import io.iobench.layer.engine.KafkaLayer;
import io.iobench.layer.engine.LuceneLayer;
import io.iobench.layer.format.AvroDataFileLayer;
import io.iobench.layer.format.CommonsCompressLayer;
import io.iobench.layer.format.CommonsCsvLayer;
import io.iobench.layer.format.GsonLayer;
import io.iobench.layer.format.JacksonLayer;
import io.iobench.layer.format.KryoLayer;
import io.iobench.layer.format.ProtobufLayer;
import io.iobench.layer.format.SnakeYamlLayer;
import io.iobench.layer.helper.ChannelInputStreamLayer;
import io.iobench.layer.helper.ChannelOutputStreamLayer;
import io.iobench.layer.helper.FilesWholeFileLayer;
import io.iobench.layer.helper.ImageIoLayer;
import io.iobench.layer.helper.PropertiesLayer;
import io.iobench.layer.helper.ReopenedFileLayer;
import io.iobench.layer.helper.StaxLayer;
import io.iobench.layer.logging.JulFileHandlerLayer;
import io.iobench.layer.logging.Log4jFileAppenderLayer;
import io.iobench.layer.logging.Log4jMemoryMappedFileAppenderLayer;
import io.iobench.layer.logging.Log4jRandomAccessFileAppenderLayer;
import io.iobench.layer.logging.LogbackFileAppenderLayer;
import io.iobench.layer.stream.BufferedInputStreamLayer;
import io.iobench.layer.stream.BufferedOutputStreamLayer;
import io.iobench.layer.stream.DataInputStreamLayer;
import io.iobench.layer.stream.DataOutputStreamLayer;
import io.iobench.layer.stream.DeflaterOutputStreamLayer;
import io.iobench.layer.stream.GzipInputStreamLayer;
import io.iobench.layer.stream.GzipOutputStreamLayer;
import io.iobench.layer.stream.InflaterInputStreamLayer;
import io.iobench.layer.stream.ObjectInputStreamLayer;
import io.iobench.layer.stream.ObjectOutputStreamLayer;
import io.iobench.layer.stream.ZipInputStreamLayer;
import io.iobench.layer.stream.ZipOutputStreamLayer;
import io.iobench.layer.text.BufferedReaderLayer;
import io.iobench.layer.text.BufferedWriterLayer;
import io.iobench.layer.text.InputStreamReaderLayer;
import io.iobench.layer.text.OutputStreamWriterLayer;
import io.iobench.layer.text.PrintStreamLayer;
import io.iobench.layer.text.PrintWriterLayer;
import io.iobench.layer.text.RandomAccessFileReadLineLayer;
import io.iobench.layer.text.ScannerLayer;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Every layer iobench recognizes in a call path, one row per layer class. A path's layers are the
 * runs of its frames that a row marks, outermost first; the outermost is where the app's own frame
 * called, so its change is the one the app can make.
 */
public final class LayerCatalogue {
  private static final List<Layer> LAYERS =
      List.of(
          ObjectInputStreamLayer.LAYER,
          ObjectOutputStreamLayer.LAYER,
          DataInputStreamLayer.LAYER,
          DataOutputStreamLayer.LAYER,
          GzipInputStreamLayer.LAYER,
          GzipOutputStreamLayer.LAYER,
          ZipInputStreamLayer.LAYER,
          ZipOutputStreamLayer.LAYER,
          InflaterInputStreamLayer.LAYER,
          DeflaterOutputStreamLayer.LAYER,
          BufferedInputStreamLayer.LAYER,
          BufferedOutputStreamLayer.LAYER,
          BufferedReaderLayer.LAYER,
          BufferedWriterLayer.LAYER,
          InputStreamReaderLayer.LAYER,
          OutputStreamWriterLayer.LAYER,
          PrintStreamLayer.LAYER,
          PrintWriterLayer.LAYER,
          ScannerLayer.LAYER,
          RandomAccessFileReadLineLayer.LAYER,
          FilesWholeFileLayer.LAYER,
          ChannelInputStreamLayer.LAYER,
          ChannelOutputStreamLayer.LAYER,
          PropertiesLayer.LAYER,
          ReopenedFileLayer.LAYER,
          StaxLayer.LAYER,
          ImageIoLayer.LAYER,
          LogbackFileAppenderLayer.LAYER,
          Log4jFileAppenderLayer.LAYER,
          Log4jRandomAccessFileAppenderLayer.LAYER,
          Log4jMemoryMappedFileAppenderLayer.LAYER,
          JulFileHandlerLayer.LAYER,
          JacksonLayer.LAYER,
          GsonLayer.LAYER,
          KryoLayer.LAYER,
          ProtobufLayer.LAYER,
          AvroDataFileLayer.LAYER,
          CommonsCsvLayer.LAYER,
          SnakeYamlLayer.LAYER,
          CommonsCompressLayer.LAYER,
          H2Layer.LAYER,
          LuceneLayer.LAYER,
          DerbyLayer.LAYER,
          HsqldbLayer.LAYER,
          KafkaLayer.LAYER);

  private LayerCatalogue() {}

  public static List<Layer> all() {
    return LAYERS;
  }

  public static Optional<Layer> byId(String id) {
    return LAYERS.stream().filter(l -> l.id().equals(id)).findFirst();
  }

  /** The layer that marks a frame, or empty; the first row that marks it wins. */
  public static Optional<Layer> of(String frame) {
    return LAYERS.stream().filter(l -> l.marks(frame)).findFirst();
  }

  /**
   * The layers of a call path (frames outermost first), each where the path entered it: a run of
   * frames of one layer counts once, frames of no layer (FilterInputStream.read passing a call on)
   * are passed over.
   */
  public static List<LayerMatch> layersOf(List<String> frames) {
    List<LayerMatch> found = new ArrayList<>();
    Layer current = null;
    for (int i = 0; i < frames.size(); i++) {
      String frame = frames.get(i);
      if (frame == null || frame.equals(Frames.ELIDED)) {
        continue;
      }
      Layer layer = of(frame).orElse(null);
      if (layer == null || layer == current) {
        continue;
      }
      LayerMatch last = found.isEmpty() ? null : found.get(found.size() - 1);
      if (last != null && layer.refines() == current) {
        // An inherited method of the base class called the subclass's own: the subclass's layer.
        found.set(found.size() - 1, new LayerMatch(layer, last.frame(), last.method()));
      } else if (last == null || current.refines() != layer) {
        found.add(new LayerMatch(layer, i, Frames.methodOf(frame)));
      }
      current = found.get(found.size() - 1).layer();
    }
    return found;
  }

  /** The layer the app's frame called into, where the app can change something; empty if none. */
  public static Optional<LayerMatch> entry(List<String> frames) {
    List<LayerMatch> layers = layersOf(frames);
    return layers.isEmpty() ? Optional.empty() : Optional.of(layers.get(0));
  }
}
