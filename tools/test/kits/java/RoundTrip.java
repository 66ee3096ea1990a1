import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import payments.contracts.terminal.TerminalJson;

/**
 * Reads lines {@code class TAB mode TAB json} on standard input; for each, reads the JSON into the
 * class (strict or tolerant, through TerminalJson) and prints {@code OK TAB class TAB json-written-back},
 * or {@code ERROR TAB path TAB problem} when the reader refuses it. Used by tools/test/kits/java.test.ts.
 */
public final class RoundTrip {
    private RoundTrip() {
    }

    /**
     * Runs it.
     *
     * @param args as the class comment says
     * @throws Exception when a step fails
     */
    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, true, "UTF-8");
        String line;
        while ((line = in.readLine()) != null) {
            String[] parts = line.split("\t", 3);
            Class<?> type = Class.forName("payments.contracts.terminal." + parts[0]);
            try {
                Object message = "tolerant".equals(parts[1]) ? TerminalJson.readTolerant(parts[2], type) : TerminalJson.read(parts[2], type);
                out.println("OK\t" + message.getClass().getSimpleName() + "\t" + TerminalJson.write(message));
            } catch (TerminalJson.MessageException e) {
                out.println("ERROR\t" + e.getPath() + "\t" + e.getProblem());
            }
        }
    }
}
