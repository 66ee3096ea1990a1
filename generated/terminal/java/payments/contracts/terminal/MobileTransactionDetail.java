// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
package payments.contracts.terminal;

/**
 * DoTransaction request Detail of the mobile acceptance service: a closed union by TransactionType.
 * Each branch pins TransactionType to one value; a value outside MobileTransactionType matches no
 * branch and is invalid.
 *
 * <p>JSON Schema MobileTransactionDetail.json (https://contracts.invalid/terminal/schemas/MobileTransactionDetail.json).
 *
 * <p>One of: {@link MobileWalletSaleDetail} (TransactionType 5102), {@link MobileWalletVoidDetail} (TransactionType 5104), {@link MobileWalletGetStatusDetail} (TransactionType 5112), {@link MobileUpiSaleDetail} (TransactionType 5120), {@link MobileUpiVoidDetail} (TransactionType 5121), {@link MobileUpiGetStatusDetail} (TransactionType 5122), {@link MobileMoneySaleDetail} (TransactionType 5127), {@link MobileCardSaleDetail} (TransactionType 5561), {@link MobileCardVoidDetail} (TransactionType 5562), {@link MobileCardGetStatusDetail} (TransactionType 5563), {@link MobileResendSmsDetail} (TransactionType 5564), {@link MobileBankEmiSaleDetail} (TransactionType 5566), {@link MobileBrandEmiSaleDetail} (TransactionType 5567). Read with TerminalJson.read(json, MobileTransactionDetail.class): the reader picks the class by TransactionType.
 */
public interface MobileTransactionDetail {
}
