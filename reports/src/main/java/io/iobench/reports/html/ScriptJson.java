package io.iobench.reports.html;

/**
 * Makes a JSON text safe to place inside a {@code <script type="application/json">} element: the
 * characters that could end the element, open a comment, or start an entity ({@code < > &}) and the
 * JavaScript line terminators U+2028/U+2029 become JSON unicode escapes. The result is still the
 * same JSON document (a JSON parser reads {@code \u003c} as {@code <}), and the escapes are valid
 * only because these characters can occur in JSON only inside strings.
 */
public final class ScriptJson {
  private ScriptJson() {}

  public static String escape(String json) {
    StringBuilder out = new StringBuilder(json.length() + 16);
    for (int i = 0; i < json.length(); i++) {
      char c = json.charAt(i);
      switch (c) {
        case '<':
          out.append("\\u003c");
          break;
        case '>':
          out.append("\\u003e");
          break;
        case '&':
          out.append("\\u0026");
          break;
        case '\u2028':
          out.append("\\u2028");
          break;
        case '\u2029':
          out.append("\\u2029");
          break;
        default:
          out.append(c);
      }
    }
    return out.toString();
  }
}
