package io.iobench.reports.html;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.iobench.format.AtomicFiles;
import io.iobench.profile.Profile;
import io.iobench.results.ReplayResults;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The self-contained HTML report of a profile and, optionally, its replay results: one template
 * (HTML, CSS and the script that draws everything) with one placeholder, filled with the {@link
 * ReportModel} as JSON escaped for its script element. The page loads nothing from anywhere.
 */
public final class HtmlReport {
  static final String TEMPLATE = "report.html";
  static final String PLACEHOLDER = "@@REPORT_DATA@@";

  private static final ObjectMapper MAPPER =
      new ObjectMapper().setSerializationInclusion(JsonInclude.Include.NON_NULL);

  private HtmlReport() {}

  /** The whole page as a string. results may be null (observation only). */
  public static String render(Profile profile, String profileName, ReplayResults results) {
    ReportModel model = new ReportModelBuilder().build(profile, profileName, results);
    return fill(template(), json(model));
  }

  /** Writes render(...) atomically (temp file in the same directory + rename). */
  public static void write(Profile profile, String profileName, ReplayResults results, Path out)
      throws IOException {
    String page = render(profile, profileName, results);
    Path target = out.toAbsolutePath();
    Files.createDirectories(target.getParent());
    AtomicFiles.write(target, stream -> stream.write(page.getBytes(StandardCharsets.UTF_8)));
  }

  static String json(ReportModel model) {
    try {
      return MAPPER.writeValueAsString(model);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write the report model as JSON", e);
    }
  }

  static String fill(String template, String json) {
    int at = template.indexOf(PLACEHOLDER);
    if (at < 0 || template.indexOf(PLACEHOLDER, at + 1) >= 0) {
      throw new IllegalStateException(
          "the report template must hold " + PLACEHOLDER + " exactly once");
    }
    return template.substring(0, at)
        + ScriptJson.escape(json)
        + template.substring(at + PLACEHOLDER.length());
  }

  static String template() {
    try (InputStream in = HtmlReport.class.getResourceAsStream(TEMPLATE)) {
      if (in == null) {
        throw new IllegalStateException(
            "report template " + TEMPLATE + " missing from the classpath");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
