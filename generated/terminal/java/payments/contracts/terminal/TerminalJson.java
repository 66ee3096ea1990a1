// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonPrimitive;
import com.google.gson.TypeAdapter;
import com.google.gson.TypeAdapterFactory;
import com.google.gson.annotations.SerializedName;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.io.StringReader;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads and writes the messages of this package with Gson, as the contract has them.
 *
 * <p>{@link #write(Object)} writes compact JSON with the wire names; a null field is left out, never
 * written as null (the contract has no null). {@link #read(String, Class)} reads strictly: a value
 * of the wrong JSON type, a null, or a property a sealed class does not declare is an error that
 * names its JSON path (never the value). {@link #readTolerant(String, Class)} reads what Gson can
 * convert (a number sent as a string, a null) and drops undeclared properties, for replies from an
 * app that deviates. Both pick the class of a union (a request or reply of several MethodIds, a
 * mobile Detail of several TransactionTypes) by its discriminator.
 */
public final class TerminalJson {
    private TerminalJson() {
    }

    /** A class whose schema accepts properties it does not declare: they are kept here, in order. */
    public interface OpenRecord {
        /**
         * @return the undeclared properties, as read; written after the declared ones
         */
        Map<String, JsonElement> getAdditionalProperties();
    }

    /** A message that cannot be read as its class: {@link #getPath()} says where. */
    public static final class MessageException extends JsonParseException {
        private static final long serialVersionUID = 1L;
        private final String path;
        private final String problem;

        MessageException(String path, String problem) {
            super(path + ": " + problem);
            this.path = path;
            this.problem = problem;
        }

        /**
         * @return the JSON path of the problem, such as {@code $.Detail.BatchNo}
         */
        public String getPath() {
            return path;
        }

        /**
         * @return what is wrong there (never the value)
         */
        public String getProblem() {
            return problem;
        }
    }

    private static final class Union {
        final String name;
        final String[] pointer;
        final Map<String, Class<?>> branches = new LinkedHashMap<String, Class<?>>();

        Union(String name, String[] pointer) {
            this.name = name;
            this.pointer = pointer;
        }
    }

    private static final Map<Class<?>, Union> UNIONS = new LinkedHashMap<Class<?>, Union>();

    private static void union(Class<?> type, String[] pointer, Object... branches) {
        Union u = new Union(type.getSimpleName(), pointer);
        for (int i = 0; i < branches.length; i += 2) u.branches.put((String) branches[i], (Class<?>) branches[i + 1]);
        UNIONS.put(type, u);
    }

    static {
        union(MobileReply.class, new String[] {"Header", "MethodId"},
            "1001", MobileDoTransactionReply.class);
        union(MobileRequest.class, new String[] {"Header", "MethodId"},
            "1001", MobileDoTransactionRequest.class);
        union(MobileTransactionDetail.class, new String[] {"TransactionType"},
            "5102", MobileWalletSaleDetail.class,
            "5104", MobileWalletVoidDetail.class,
            "5112", MobileWalletGetStatusDetail.class,
            "5120", MobileUpiSaleDetail.class,
            "5121", MobileUpiVoidDetail.class,
            "5122", MobileUpiGetStatusDetail.class,
            "5127", MobileMoneySaleDetail.class,
            "5561", MobileCardSaleDetail.class,
            "5562", MobileCardVoidDetail.class,
            "5563", MobileCardGetStatusDetail.class,
            "5564", MobileResendSmsDetail.class,
            "5566", MobileBankEmiSaleDetail.class,
            "5567", MobileBrandEmiSaleDetail.class);
        union(TerminalReply.class, new String[] {"Header", "MethodId"},
            "1001", TerminalDoTransactionReply.class,
            "1002", PrintDataReply.class,
            "1003", SettlementReply.class,
            "1004", GetTerminalInfoReply.class,
            "1005", ConnectBluetoothReply.class,
            "1006", DisconnectBluetoothReply.class,
            "1007", ScanCodeReply.class,
            "1008", UploadInvoiceReply.class,
            "1009", CameraSingleScanReply.class,
            "1010", CameraMultiScanReply.class);
        union(TerminalRequest.class, new String[] {"Header", "MethodId"},
            "1001", TerminalDoTransactionRequest.class,
            "1002", PrintDataRequest.class,
            "1003", SettlementRequest.class,
            "1004", GetTerminalInfoRequest.class,
            "1005", ConnectBluetoothRequest.class,
            "1006", DisconnectBluetoothRequest.class,
            "1007", ScanCodeRequest.class,
            "1008", UploadInvoiceRequest.class,
            "1009", CameraSingleScanRequest.class,
            "1010", CameraMultiScanRequest.class);
    }

    /** Gson that reads strictly (see {@link #read(String, Class)}). */
    public static final Gson STRICT = new GsonBuilder().registerTypeAdapterFactory(new Factory(true)).disableHtmlEscaping().create();

    /** Gson that reads tolerantly (see {@link #readTolerant(String, Class)}). */
    public static final Gson TOLERANT = new GsonBuilder().registerTypeAdapterFactory(new Factory(false)).disableHtmlEscaping().create();

    /**
     * Reads one message strictly.
     *
     * @param json the message's JSON text
     * @param type its class, or the union interface (such as {@code MobileReply.class})
     * @param <T> the class
     * @return the message
     * @throws MessageException where the text breaks the contract's types, naming the JSON path
     * @throws JsonParseException where the text is not JSON
     */
    public static <T> T read(String json, Class<T> type) {
        return parse(STRICT, json, type);
    }

    /**
     * Reads one message tolerantly: what Gson can convert is converted, undeclared properties of a
     * sealed class are dropped.
     *
     * @param json the message's JSON text
     * @param type its class, or the union interface
     * @param <T> the class
     * @return the message
     * @throws JsonParseException where the text is not JSON or cannot be converted
     */
    public static <T> T readTolerant(String json, Class<T> type) {
        return parse(TOLERANT, json, type);
    }

    /**
     * Writes one message as compact JSON: wire names, no null, the undeclared properties of an open
     * record after the declared ones.
     *
     * @param message the message (not null)
     * @return its JSON text
     */
    public static String write(Object message) {
        if (message == null) throw new IllegalArgumentException("TerminalJson.write: no message (null)");
        return STRICT.toJson(message);
    }

    private static <T> T parse(Gson gson, String json, Class<T> type) {
        if (json == null) throw new MessageException("$", "no JSON text (null)");
        JsonReader reader = new JsonReader(new StringReader(json));
        try {
            T value = gson.getAdapter(type).read(reader);
            if (value == null) throw new MessageException("$", "the message is null");
            if (reader.peek() != JsonToken.END_DOCUMENT) throw new MessageException(reader.getPath(), "text after the message");
            return value;
        } catch (IOException e) {
            throw new JsonParseException("not JSON: " + e.getMessage(), e);
        } catch (IllegalStateException e) {
            throw new JsonParseException("not a " + type.getSimpleName() + " at " + reader.getPath(), e);
        }
    }

    // -----------------------------------------------------------------------------------------

    private static final Map<Class<?>, Set<String>> DECLARED = new ConcurrentHashMap<Class<?>, Set<String>>();

    /** The wire names a class declares. */
    private static Set<String> declared(Class<?> type) {
        Set<String> names = DECLARED.get(type);
        if (names == null) {
            names = new HashSet<String>();
            for (Field f : type.getDeclaredFields()) {
                SerializedName n = f.getAnnotation(SerializedName.class);
                if (n != null && !Modifier.isStatic(f.getModifiers())) names.add(n.value());
            }
            names = Collections.unmodifiableSet(names);
            DECLARED.put(type, names);
        }
        return names;
    }

    private static String child(String base, String key) {
        return base + "." + key;
    }

    /** A key or value of the message, cut short for an error message. */
    private static String clip(String s) {
        return s.length() <= 12 ? s : s.substring(0, 12) + "...";
    }

    /** A problem found inside a subtree, moved under the path of the subtree's root. */
    private static JsonParseException relocate(JsonParseException e, String base) {
        if (!(e instanceof MessageException)) return e;
        MessageException m = (MessageException) e;
        String rel = m.getPath().startsWith("$") ? m.getPath().substring(1) : "." + m.getPath();
        return new MessageException(base + rel, m.getProblem());
    }

    private static String found(JsonToken token) {
        switch (token) {
            case NULL:
                return "null (the contract has no null here: leave the field out)";
            case STRING:
                return "a string";
            case NUMBER:
                return "a number";
            case BOOLEAN:
                return "a boolean";
            case BEGIN_OBJECT:
                return "an object";
            case BEGIN_ARRAY:
                return "an array";
            default:
                return token.toString();
        }
    }

    private static void expect(JsonReader in, JsonToken want, String what) throws IOException {
        JsonToken token = in.peek();
        if (token != want) throw new MessageException(in.getPath(), "expected " + what + ", found " + found(token));
    }

    private static BigDecimal number(JsonReader in, boolean strict) throws IOException {
        if (strict) expect(in, JsonToken.NUMBER, "a number");
        String path = in.getPath();
        String text = in.nextString();
        try {
            return new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            throw new MessageException(path, "expected a number, found a string that is not one");
        }
    }

    private static final class Scalar<T> extends TypeAdapter<T> {
        private final Class<T> type;
        private final boolean strict;

        Scalar(Class<T> type, boolean strict) {
            this.type = type;
            this.strict = strict;
        }

        @Override
        public void write(JsonWriter out, T value) throws IOException {
            if (value == null) {
                out.nullValue();
            } else if (value instanceof String) {
                out.value((String) value);
            } else if (value instanceof Boolean) {
                out.value(((Boolean) value).booleanValue());
            } else if (value instanceof Double) {
                double d = ((Double) value).doubleValue();
                // A whole number is written as one (12, not 12.0): the same JSON number, and the text read.
                if (d == Math.rint(d) && Math.abs(d) < 9007199254740992.0) out.value((long) d);
                else out.value(d);
            } else {
                out.value((Number) value);
            }
        }

        @Override
        public T read(JsonReader in) throws IOException {
            if (in.peek() == JsonToken.NULL) {
                if (strict) expect(in, JsonToken.STRING, "a value");
                in.nextNull();
                return null;
            }
            String path = in.getPath();
            if (type == String.class) {
                if (strict) expect(in, JsonToken.STRING, "a string");
                return type.cast(in.nextString());
            }
            if (type == Boolean.class) {
                if (strict) expect(in, JsonToken.BOOLEAN, "a boolean");
                if (in.peek() == JsonToken.STRING) return type.cast(Boolean.valueOf(in.nextString()));
                return type.cast(Boolean.valueOf(in.nextBoolean()));
            }
            BigDecimal n = number(in, strict);
            try {
                if (type == Long.class) return type.cast(Long.valueOf(n.longValueExact()));
                if (type == Integer.class) return type.cast(Integer.valueOf(n.intValueExact()));
            } catch (ArithmeticException e) {
                throw new MessageException(path, type == Long.class ? "expected an integer (a long)" : "expected an integer (32 bits)");
            }
            return type.cast(Double.valueOf(n.doubleValue()));
        }
    }

    private static final class UnionAdapter extends TypeAdapter<Object> {
        private final Gson gson;
        private final Union union;
        private final boolean strict;
        private final TypeAdapter<JsonElement> elements;

        UnionAdapter(Gson gson, Union union, boolean strict) {
            this.gson = gson;
            this.union = union;
            this.strict = strict;
            this.elements = gson.getAdapter(JsonElement.class);
        }

        @Override
        @SuppressWarnings("unchecked")
        public void write(JsonWriter out, Object value) throws IOException {
            if (value == null) out.nullValue();
            else ((TypeAdapter<Object>) gson.getAdapter(value.getClass())).write(out, value);
        }

        @Override
        public Object read(JsonReader in) throws IOException {
            String base = in.getPath();
            if (in.peek() == JsonToken.NULL && !strict) {
                in.nextNull();
                return null;
            }
            expect(in, JsonToken.BEGIN_OBJECT, "an object (a " + union.name + ")");
            JsonElement tree = elements.read(in);
            JsonElement at = tree;
            StringBuilder where = new StringBuilder();
            for (String token : union.pointer) {
                where.append(where.length() == 0 ? "" : ".").append(token);
                at = at != null && at.isJsonObject() ? at.getAsJsonObject().get(token) : null;
            }
            if (at == null || !at.isJsonPrimitive()) {
                throw new MessageException(base, "no " + where + " (the class of a " + union.name + " is picked by it)");
            }
            JsonPrimitive p = at.getAsJsonPrimitive();
            String key = p.isNumber() ? canonical(p.getAsString()) : p.getAsString();
            Class<?> type = union.branches.get(key);
            if (type == null) {
                throw new MessageException(base, where + " \"" + clip(key) + "\" is not one of " + union.branches.keySet() + " (" + union.name + ")");
            }
            try {
                return gson.getAdapter(type).fromJsonTree(tree);
            } catch (JsonParseException e) {
                throw relocate(e, base);
            }
        }

        private static String canonical(String number) {
            try {
                return new BigDecimal(number).stripTrailingZeros().toPlainString();
            } catch (NumberFormatException e) {
                return number;
            }
        }
    }

    private static final class ObjectAdapter<T> extends TypeAdapter<T> {
        private final TypeAdapter<T> delegate;
        private final TypeAdapter<JsonElement> elements;
        private final Class<?> type;
        private final boolean strict;
        private final boolean open;

        ObjectAdapter(Gson gson, TypeAdapter<T> delegate, Class<?> type, boolean strict) {
            this.delegate = delegate;
            this.elements = gson.getAdapter(JsonElement.class);
            this.type = type;
            this.strict = strict;
            this.open = OpenRecord.class.isAssignableFrom(type);
        }

        @Override
        public void write(JsonWriter out, T value) throws IOException {
            if (value == null || !open || ((OpenRecord) value).getAdditionalProperties().isEmpty()) {
                delegate.write(out, value);
                return;
            }
            JsonObject tree = delegate.toJsonTree(value).getAsJsonObject();
            for (Map.Entry<String, JsonElement> e : ((OpenRecord) value).getAdditionalProperties().entrySet()) {
                if (!tree.has(e.getKey()) && e.getValue() != null) tree.add(e.getKey(), e.getValue());
            }
            elements.write(out, tree);
        }

        @Override
        public T read(JsonReader in) throws IOException {
            String base = in.getPath();
            if (in.peek() == JsonToken.NULL && !strict) {
                in.nextNull();
                return null;
            }
            expect(in, JsonToken.BEGIN_OBJECT, "an object (a " + type.getSimpleName() + ")");
            JsonObject tree = elements.read(in).getAsJsonObject();
            Set<String> names = declared(type);
            JsonObject known = tree;
            Map<String, JsonElement> extra = new LinkedHashMap<String, JsonElement>();
            for (Map.Entry<String, JsonElement> e : tree.entrySet()) {
                if (names.contains(e.getKey())) continue;
                if (open) extra.put(e.getKey(), e.getValue());
                else if (strict) throw new MessageException(child(base, clip(e.getKey())), type.getSimpleName() + " has no such field (the contract seals it)");
            }
            if (!extra.isEmpty()) {
                known = new JsonObject();
                for (Map.Entry<String, JsonElement> e : tree.entrySet()) if (!extra.containsKey(e.getKey())) known.add(e.getKey(), e.getValue());
            }
            T value;
            try {
                value = delegate.fromJsonTree(known);
            } catch (JsonParseException e) {
                throw relocate(e, base);
            }
            if (open) ((OpenRecord) value).getAdditionalProperties().putAll(extra);
            return value;
        }
    }

    private static final class Factory implements TypeAdapterFactory {
        private final boolean strict;

        Factory(boolean strict) {
            this.strict = strict;
        }

        @Override
        @SuppressWarnings({"unchecked", "rawtypes"})
        public <T> TypeAdapter<T> create(Gson gson, TypeToken<T> token) {
            Class<? super T> raw = token.getRawType();
            if (raw == String.class || raw == Long.class || raw == Integer.class || raw == Double.class || raw == Boolean.class) {
                return (TypeAdapter<T>) new Scalar(raw, strict);
            }
            Union union = UNIONS.get(raw);
            if (union != null) return (TypeAdapter<T>) new UnionAdapter(gson, union, strict);
            if (raw.isInterface() || Map.class.isAssignableFrom(raw) || !raw.getName().startsWith(TerminalJson.class.getName().replaceAll("[^.]*$", ""))) {
                return null;
            }
            if (!strict && !OpenRecord.class.isAssignableFrom(raw)) return null;
            return new ObjectAdapter<T>(gson, gson.getDelegateAdapter(this, token), raw, strict);
        }
    }
}
