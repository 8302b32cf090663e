package io.iobench.replay;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Records as one line of JSON each, read and written with Jackson's streaming parser and generator
 * only, field by field from the record's components. It is the worker protocol's codec because a
 * worker JVM starts for every technique family of every workload, and Jackson's data binding spent
 * about 150 ms of each start (about a quarter of a second of processor time) introspecting the
 * three message types before the first round; the streaming classes alone cost next to nothing.
 *
 * <p>As strict as the protocol needs: every component must be present, and only once; a field the
 * record does not have, a null where a primitive belongs, a number out of its type's range or a
 * value of the wrong kind is an error naming the field; the record's own constructor then checks
 * the values. Components may be primitives, their boxes, strings, enums, lists of those, or records
 * of the same.
 */
final class RecordLines {
  private static final JsonFactory FACTORY = new JsonFactory();

  /**
   * A record type's components, their accessors and its canonical constructor, looked up and made
   * accessible once per type rather than on every message.
   */
  private record Shape(
      RecordComponent[] components, Method[] accessors, Constructor<?> canonical) {}

  private static final ClassValue<Shape> SHAPES =
      new ClassValue<>() {
        @Override
        protected Shape computeValue(Class<?> type) {
          RecordComponent[] components = type.getRecordComponents();
          Class<?>[] types = new Class<?>[components.length];
          Method[] accessors = new Method[components.length];
          for (int i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            accessors[i] = components[i].getAccessor();
            accessors[i].setAccessible(true);
          }
          try {
            Constructor<?> constructor = type.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return new Shape(components, accessors, constructor);
          } catch (NoSuchMethodException e) {
            throw new IllegalStateException("a record without its canonical constructor: " + type);
          }
        }
      };

  private RecordLines() {}

  /** {@code value} as one line of JSON, its components in declaration order. */
  static String write(Record value) {
    StringWriter out = new StringWriter();
    try (JsonGenerator g = FACTORY.createGenerator(out)) {
      writeValue(g, value);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString();
  }

  /** The record of type {@code type} that {@code line} holds. */
  static <T extends Record> T read(String line, Class<T> type) throws JsonProcessingException {
    try (JsonParser p = FACTORY.createParser(line)) {
      if (p.nextToken() == JsonToken.VALUE_NULL) {
        throw new JsonParseException(p, "null instead of a " + type.getSimpleName());
      }
      T value = type.cast(readValue(p, type, type, type.getSimpleName()));
      if (p.nextToken() != null) {
        throw new JsonParseException(p, "more than one value on the line");
      }
      return value;
    } catch (JsonProcessingException e) {
      throw e;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static void writeValue(JsonGenerator g, Object value) throws IOException {
    if (value == null) {
      g.writeNull();
    } else if (value instanceof String s) {
      g.writeString(s);
    } else if (value instanceof Integer || value instanceof Long || value instanceof Short) {
      g.writeNumber(((Number) value).longValue());
    } else if (value instanceof Double || value instanceof Float) {
      g.writeNumber(((Number) value).doubleValue());
    } else if (value instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (value instanceof Enum<?> e) {
      g.writeString(e.name());
    } else if (value instanceof List<?> list) {
      g.writeStartArray();
      for (Object element : list) {
        writeValue(g, element);
      }
      g.writeEndArray();
    } else if (value instanceof Record r) {
      g.writeStartObject();
      Shape shape = SHAPES.get(r.getClass());
      for (int i = 0; i < shape.components().length; i++) {
        g.writeFieldName(shape.components()[i].getName());
        writeValue(g, component(r, shape, i));
      }
      g.writeEndObject();
    } else {
      throw new IllegalArgumentException("no JSON form for a " + value.getClass().getName());
    }
  }

  private static Object component(Record r, Shape shape, int i) {
    try {
      return shape.accessors()[i].invoke(r);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException(
          "cannot read " + shape.components()[i].getName() + " of " + r.getClass(), e);
    }
  }

  /** Reads the value at the parser's current token as a {@code type}; {@code where} names it. */
  private static Object readValue(JsonParser p, Class<?> type, Type generic, String where)
      throws IOException {
    JsonToken token = p.currentToken();
    if (token == null) {
      throw new JsonParseException(p, "no value for " + where);
    }
    if (token == JsonToken.VALUE_NULL) {
      if (type.isPrimitive()) {
        throw new JsonParseException(p, "null for " + where + ", a " + type.getName());
      }
      return null;
    }
    if (type == int.class || type == Integer.class) {
      expect(p, token == JsonToken.VALUE_NUMBER_INT, where, "a whole number");
      return p.getIntValue();
    }
    if (type == long.class || type == Long.class) {
      expect(p, token == JsonToken.VALUE_NUMBER_INT, where, "a whole number");
      return p.getLongValue();
    }
    if (type == double.class || type == Double.class) {
      expect(p, token.isNumeric(), where, "a number");
      return p.getDoubleValue();
    }
    if (type == boolean.class || type == Boolean.class) {
      expect(p, token.isBoolean(), where, "true or false");
      return token == JsonToken.VALUE_TRUE;
    }
    if (type == String.class) {
      expect(p, token == JsonToken.VALUE_STRING, where, "a string");
      return p.getText();
    }
    if (type.isEnum()) {
      expect(p, token == JsonToken.VALUE_STRING, where, "a name");
      for (Object constant : type.getEnumConstants()) {
        if (((Enum<?>) constant).name().equals(p.getText())) {
          return constant;
        }
      }
      throw new JsonParseException(p, "no " + type.getSimpleName() + " " + p.getText());
    }
    if (type == List.class) {
      expect(p, token == JsonToken.START_ARRAY, where, "an array");
      Type elementType = ((ParameterizedType) generic).getActualTypeArguments()[0];
      List<Object> list = new ArrayList<>();
      while (p.nextToken() != JsonToken.END_ARRAY) {
        list.add(readValue(p, (Class<?>) elementType, elementType, where + "[]"));
      }
      return Collections.unmodifiableList(list);
    }
    if (type.isRecord()) {
      expect(p, token == JsonToken.START_OBJECT, where, "an object");
      return readRecord(p, type);
    }
    throw new IllegalArgumentException("no JSON form for a " + type.getName());
  }

  private static Object readRecord(JsonParser p, Class<?> type) throws IOException {
    Shape shape = SHAPES.get(type);
    RecordComponent[] components = shape.components();
    Object[] values = new Object[components.length];
    boolean[] seen = new boolean[components.length];
    for (JsonToken t = p.nextToken(); t != JsonToken.END_OBJECT; t = p.nextToken()) {
      String name = p.currentName();
      int i = indexOf(components, name);
      if (i < 0) {
        throw new JsonParseException(p, "unknown field " + name + " in " + type.getSimpleName());
      }
      if (seen[i]) {
        throw new JsonParseException(p, "field " + name + " twice in " + type.getSimpleName());
      }
      p.nextToken();
      values[i] = readValue(p, components[i].getType(), components[i].getGenericType(), name);
      seen[i] = true;
    }
    for (int i = 0; i < components.length; i++) {
      if (!seen[i]) {
        throw new JsonParseException(
            p, "missing field " + components[i].getName() + " in " + type.getSimpleName());
      }
    }
    try {
      return shape.canonical().newInstance(values);
    } catch (InvocationTargetException e) {
      throw new JsonParseException(
          p, type.getSimpleName() + ": " + e.getCause().getMessage(), e.getCause());
    } catch (InstantiationException | IllegalAccessException e) {
      throw new IllegalStateException("cannot make a " + type, e);
    }
  }

  private static int indexOf(RecordComponent[] components, String name) {
    for (int i = 0; i < components.length; i++) {
      if (components[i].getName().equals(name)) {
        return i;
      }
    }
    return -1;
  }

  private static void expect(JsonParser p, boolean ok, String where, String what)
      throws JsonParseException {
    if (!ok) {
      throw new JsonParseException(p, where + " must be " + what + ", not " + p.currentToken());
    }
  }
}
