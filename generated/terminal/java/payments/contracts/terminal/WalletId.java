// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Wallet ids of the mobile acceptance service: Detail.BankCode of wallet sale (5102) and wallet get status (5112).
 *
 * <p>JSON Schema WalletId.json (https://contracts.invalid/terminal/schemas/WalletId.json).
 *
 * <p>A code table: fields that take it are String, so that a value the table does not list is kept as read.
 */
public final class WalletId {
    private WalletId() {
    }

    /**
     * "103" (WalletProviderOne): Wallet provider one.
     */
    public static final String WALLET_PROVIDER_ONE = "103";

    /**
     * "105" (WalletProviderTwo): Wallet provider two.
     */
    public static final String WALLET_PROVIDER_TWO = "105";

    /**
     * Every value of the table, in the document's order.
     */
    public static final List<String> VALUES = Collections.unmodifiableList(Arrays.asList(
        WALLET_PROVIDER_ONE,
        WALLET_PROVIDER_TWO));

    private static final String[] NAMES = {
        "WalletProviderOne",
        "WalletProviderTwo"};

    /**
     * The table's name of a value.
     *
     * @param value a value as the message carries it
     * @return its name ("WalletProviderOne" for "103"), or null when the table does not list it
     */
    public static String nameOf(String value) {
        int i = VALUES.indexOf(value);
        return i < 0 ? null : NAMES[i];
    }
}
