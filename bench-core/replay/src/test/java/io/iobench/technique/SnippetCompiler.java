package io.iobench.technique;

import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;

/**
 * Compiles code snippets users copy from the report, all in one class in one javac task: each
 * snippet becomes the body of a method of an abstract class whose header declares what the snippets
 * take from the code around them.
 */
public final class SnippetCompiler {
  private SnippetCompiler() {}

  /**
   * @param header the class's opening: imports, {@code abstract class Snippets {}} and its members
   * @param snippets each snippet with a name for the messages
   * @return the errors, each as "name, line N: message"; empty when all compiled
   */
  public static List<String> compile(String header, Map<String, String> snippets, Path classes) {
    StringBuilder source = new StringBuilder(header);
    List<Integer> starts = new ArrayList<>();
    List<String> names = new ArrayList<>();
    for (Map.Entry<String, String> e : snippets.entrySet()) {
      // The snippet's first line: after the blank line and the method's own.
      starts.add((int) source.chars().filter(c -> c == '\n').count() + 3);
      names.add(e.getValue());
      // The app's method around a snippet declares its checked exceptions (IOException, or a
      // library's own such as XMLStreamException).
      source.append("\n  void snippet").append(names.size()).append("() throws Exception {\n");
      source.append(e.getKey()).append("\n  }\n");
    }
    source.append("}\n");

    JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
    if (compiler == null) {
      return List.of("no javac: the tests must run on a JDK");
    }
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    boolean compiled =
        compiler
            .getTask(
                null,
                null,
                diagnostics,
                List.of("-d", classes.toString(), "-proc:none"),
                null,
                List.of(new Source("Snippets", source.toString())))
            .call();
    List<String> errors = new ArrayList<>();
    for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
      if (d.getKind() == Diagnostic.Kind.ERROR) {
        int line = (int) d.getLineNumber();
        int i = starts.size() - 1;
        while (i > 0 && starts.get(i) > line) {
          i--;
        }
        errors.add(
            (starts.isEmpty() || line < starts.get(0) ? "the wrapper" : names.get(i))
                + ", line "
                + (starts.isEmpty() ? line : line - starts.get(i) + 1)
                + ": "
                + d.getMessage(null));
      }
    }
    if (!compiled && errors.isEmpty()) {
      errors.add("javac failed without an error message");
    }
    return errors;
  }

  /** A compilation unit held in memory. */
  private static final class Source extends SimpleJavaFileObject {
    private final String code;

    Source(String className, String code) {
      super(URI.create("string:///" + className + Kind.SOURCE.extension), Kind.SOURCE);
      this.code = code;
    }

    @Override
    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
      return code;
    }
  }
}
