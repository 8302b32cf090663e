package io.iobench.reports.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.List;
import org.junit.jupiter.api.Test;

class ScriptJsonTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final List<String> HOSTILE =
      List.of(
          "</script><script>alert(1)</script>",
          "<img src=x onerror=alert(1)>.log",
          "<!--",
          "a & b",
          "line\u2028separator\u2029paragraph");

  @Test
  void hostileStringsLoseEveryMarkupCharacterAndSurviveAParse() throws Exception {
    for (String s : HOSTILE) {
      String escaped = ScriptJson.escape(MAPPER.writeValueAsString(List.of(s)));
      assertFalse(escaped.contains("<"), escaped);
      assertFalse(escaped.contains(">"), escaped);
      assertFalse(escaped.contains("&"), escaped);
      assertFalse(escaped.contains("\u2028") || escaped.contains("\u2029"), escaped);
      assertEquals(List.of(s), MAPPER.readValue(escaped, List.class), "round trip of " + s);
    }
  }

  @Test
  void escapesAreTheJsonUnicodeForms() {
    assertEquals(
        "\\u003c/script\\u003e\\u0026\\u2028\\u2029", ScriptJson.escape("</script>&\u2028\u2029"));
    assertEquals("{\"a\":1}", ScriptJson.escape("{\"a\":1}"));
  }
}
