/**
 * Volatile fields: values a live build legitimately assigns anew on every run (tokens, ids,
 * timestamps, approval codes...). Replay diffs ignore them, and replay captures them from live
 * responses to substitute into later requests.
 *
 * The contract decides first: a property annotated `x-volatile` in the schemas is volatile.
 * Beside it, this documented default list applies (the documents do not mark volatility):
 * - names ending in token, id, date, time, timestamp, url (access_token, token, customer_id,
 *   order_id, agg_order_id, saved_card_id, vendor_pg_transaction_id, TransactionDate,
 *   txn_completion_date_time, redirect_url, TerminalLogId...);
 * - expires_in and refresh_expires_in;
 * - terminal payment records: ApprovalCode, RetrievalReferenceNumber, InvoiceNumber, BatchNumber,
 *   VendorRoc, VendorBatchId, VendorClientId, TransactionLogId, and the request's BatchNo, Roc,
 *   InvoiceNo (the parent references a Get Status or void carries);
 * - what the card presented and the host decide on each transaction, so that replaying a sale on
 *   another terminal is not a difference: CardNumber (masked), CardholderName, ExpiryDate,
 *   CardType, CardEntryMode, PrintCardholderName, AcquirerName, AcquiringBankCode, HostResponse and Remark (host text;
 *   the outcome itself is ResponseCode/ResponseMsg, which are compared).
 * Identifiers the caller or the configuration chooses are not volatile even though they end in
 * id: MethodId, ApplicationId, UserId, merchant_id, TerminalId, MerchantId, and the catalogue ids
 * (issuer_id, tenure_id, offer_id, offer_parameter_id, brand_id, scheme_id, card_type_id).
 */
import { normalizeKey } from "../../mask.ts";

const NAMES = new Set([
  "expiresin",
  "refreshexpiresin",
  "approvalcode",
  "retrievalreferencenumber",
  "invoicenumber",
  "invoiceno",
  "batchnumber",
  "batchno",
  "roc",
  "vendorroc",
  "vendorbatchid",
  "vendorclientid",
  "transactionlogid",
  "plutustransactionlogid",
  "notbeforepolicy",
  "cardnumber",
  "maskedcardnumber",
  "cardholdername",
  "expirydate",
  "cardtype",
  "cardentrymode",
  "printcardholdername",
  "acquirername",
  "acquiringbankcode",
  "aquiringbankcode",
  "hostresponse",
  "remark",
]);

const STABLE = new Set([
  "methodid",
  "applicationid",
  "userid",
  "merchantid",
  "terminalid",
  "issuerid",
  "tenureid",
  "offerid",
  "offerparameterid",
  "brandid",
  "schemeid",
  "cardtypeid",
  "walletprogramid",
]);

const SUFFIX = /(?:token|id|date|time|timestamp|datetime|url)$/;

export class Volatility {
  private readonly cache = new Map<string, boolean>();
  constructor(private readonly contract: Set<string> = new Set()) {}

  /** Whether the property `key` is volatile. */
  is(key: string): boolean {
    let v = this.cache.get(key);
    if (v === undefined) {
      const nk = normalizeKey(key);
      v = this.contract.has(key) || NAMES.has(nk) || (SUFFIX.test(nk) && !STABLE.has(nk));
      this.cache.set(key, v);
    }
    return v;
  }
}
