package io.iobench.results;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonDeserializer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.exc.InvalidTypeIdException;
import com.fasterxml.jackson.databind.jsontype.TypeDeserializer;
import java.io.IOException;

/**
 * Reads a workload's note: an object naming its {@code kind}, or the sentence a results file
 * written before notes were facts holds ({@link ReplayNote.Text}).
 */
final class ReplayNotesDeserializer extends JsonDeserializer<ReplayNote> {
  @Override
  public ReplayNote deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
    JsonNode node = p.readValueAsTree();
    if (node.isTextual()) {
      return new ReplayNote.Text(node.asText());
    }
    try {
      return p.getCodec().treeToValue(node, ReplayNote.class);
    } catch (InvalidTypeIdException newer) {
      // A kind of a later iobench: the rest of the file still reads, the note as it stands.
      return new ReplayNote.Text("a note this iobench does not know: " + node);
    }
  }

  /** A sentence has no {@code kind}: the type is told here, not by the type id. */
  @Override
  public Object deserializeWithType(
      JsonParser p, DeserializationContext ctxt, TypeDeserializer typeDeserializer)
      throws IOException {
    return deserialize(p, ctxt);
  }
}
