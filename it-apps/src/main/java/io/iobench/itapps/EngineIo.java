package io.iobench.itapps;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.apache.lucene.analysis.standard.StandardAnalyzer;
import org.apache.lucene.document.Document;
import org.apache.lucene.document.Field;
import org.apache.lucene.document.StoredField;
import org.apache.lucene.document.StringField;
import org.apache.lucene.document.TextField;
import org.apache.lucene.index.DirectoryReader;
import org.apache.lucene.index.IndexWriter;
import org.apache.lucene.index.IndexWriterConfig;
import org.apache.lucene.index.Term;
import org.apache.lucene.search.IndexSearcher;
import org.apache.lucene.search.TermQuery;
import org.apache.lucene.store.Directory;
import org.apache.lucene.store.FSDirectory;

/**
 * Stores and queries data through a real engine with its settings as they come, so that every file
 * call is the engine's own: H2 (a file database, through JDBC) or Lucene (an index in an
 * FSDirectory). Prints what it read back, so a run with the agent can be compared with one without.
 *
 * <p>Usage: {@code EngineIo DIR [ROWS] [h2|lucene]}
 */
public final class EngineIo {
  private EngineIo() {}

  public static void main(String[] args) throws Exception {
    Path dir = Paths.get(args[0]);
    Files.createDirectories(dir);
    int rows = args.length > 1 ? Integer.parseInt(args[1]) : 20_000;
    String engine = args.length > 2 ? args[2] : "h2";
    switch (engine) {
      case "h2":
        System.out.println("rows = " + h2(dir, rows));
        break;
      case "lucene":
        System.out.println("hits = " + lucene(dir, rows));
        break;
      default:
        throw new IllegalArgumentException("unknown engine " + engine);
    }
  }

  /** Inserts rows a commit per hundred, as an app saving orders does, then sums them. */
  private static long h2(Path dir, int rows) throws Exception {
    String url = "jdbc:h2:file:" + dir.resolve("orders").toAbsolutePath();
    try (Connection c = DriverManager.getConnection(url, "sa", "")) {
      try (Statement s = c.createStatement()) {
        s.execute("DROP TABLE IF EXISTS orders");
        s.execute("CREATE TABLE orders(id INT PRIMARY KEY, customer VARCHAR(64), total INT)");
      }
      c.setAutoCommit(false);
      try (PreparedStatement insert = c.prepareStatement("INSERT INTO orders VALUES (?, ?, ?)")) {
        for (int i = 0; i < rows; i++) {
          insert.setInt(1, i);
          insert.setString(2, "customer-" + (i % 997));
          insert.setInt(3, i % 1000);
          insert.executeUpdate();
          if (i % 100 == 99) {
            c.commit();
          }
        }
      }
      c.commit();
      try (Statement s = c.createStatement();
          ResultSet r = s.executeQuery("SELECT COUNT(*), SUM(total) FROM orders")) {
        r.next();
        return r.getLong(1);
      }
    }
  }

  /** Indexes documents, committing every thousand, then searches them. */
  private static long lucene(Path dir, int docs) throws Exception {
    Path index = dir.resolve("index");
    try (Directory directory = FSDirectory.open(index)) {
      IndexWriterConfig config =
          new IndexWriterConfig(new StandardAnalyzer())
              .setOpenMode(IndexWriterConfig.OpenMode.CREATE);
      try (IndexWriter writer = new IndexWriter(directory, config)) {
        for (int i = 0; i < docs; i++) {
          Document doc = new Document();
          doc.add(new StringField("id", Integer.toString(i), Field.Store.YES));
          doc.add(new StringField("customer", "customer-" + (i % 97), Field.Store.NO));
          doc.add(
              new TextField(
                  "body",
                  "order "
                      + i
                      + " shipped to customer-"
                      + (i % 97)
                      + " in "
                      + (i % 13)
                      + " parcels",
                  Field.Store.NO));
          doc.add(new StoredField("total", i % 1000));
          writer.addDocument(doc);
          if (i % 1000 == 999) {
            writer.commit();
          }
        }
        writer.commit();
      }
      try (DirectoryReader reader = DirectoryReader.open(directory)) {
        IndexSearcher searcher = new IndexSearcher(reader);
        return searcher.count(new TermQuery(new Term("customer", "customer-7")));
      }
    }
  }
}
