package io.iobench.profile;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes a profile of the model back as the format's JSON, for a profile the tools made (a merged
 * one): the field names are the model's, which are the format's; what the model holds as unknown or
 * none (a null, a file's size of -1) is left out, as the agent leaves it out.
 */
public final class ProfileWriter {
  private static final ObjectMapper MAPPER =
      new ObjectMapper()
          .setSerializationInclusion(JsonInclude.Include.NON_NULL)
          .disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);

  private ProfileWriter() {}

  public static void write(Profile profile, OutputStream out) throws IOException {
    MAPPER.writeValue(out, profile);
  }
}
