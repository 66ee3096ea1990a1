/**
 * Masking of sensitive values, used by every report, log and error message of the toolkit.
 * Card numbers keep their first six and last four digits; CVVs, secrets, passwords and
 * credentials are replaced entirely.
 *
 * `maskPansInText` is the last line of defence on every output path (reports in every format,
 * `redact` copies, errors, progress lines, logs, recordings, client errors): whatever the field-aware
 * masking could not know, it masks every card number wherever it stands. A card number is recognised
 * as a PCI scanner recognises one: digits whose issuer prefix belongs to a card network, of a length
 * that network issues, that pass the Luhn check (`isCardNumber`), written unbroken or grouped the way
 * cards are written (4-4-4-4, 4-6-5, 4-4-4-4-3, 4-6-4; issue 40). Identifiers that are
 * no card number (the simulator's MerchantId 000000000000001, millisecond time stamps, the int64
 * maximum 9223372036854775807) pass unchanged, Luhn-valid or not.
 */

/** A card number masked to first six and last four (shorter digit runs are masked whole). */
export function maskPan(pan: string): string {
  const digits = pan.replace(/[\s-]/g, "");
  if (digits.length < 12) return "*".repeat(digits.length);
  return digits.slice(0, 6) + "*".repeat(digits.length - 10) + digits.slice(-4);
}

export function luhn(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/**
 * The card networks by issuer identification number (IIN) prefix and the lengths they issue: a
 * prefix range `from`..`to` over the first `digits` digits. Broad on purpose (Maestro's 12 to 19
 * digits over 50 and 56-69): a missed card number is a leak, a masked identifier only a nuisance.
 * Not cards: numbers starting with 0, 7, 8 (but 81, 82) or 9 (but Troy's 9792), and 1 (but UATP's 15 digits).
 */
const NETWORKS: ReadonlyArray<{ readonly from: number; readonly to: number; readonly digits: number; readonly lengths: readonly number[] }> = (() => {
  const span = (a: number, b: number): number[] => Array.from({ length: b - a + 1 }, (_, i) => a + i);
  const net = (from: number, to: number, lengths: number[]) => ({ from, to, digits: String(from).length, lengths });
  return [
    net(4, 4, [13, 16, 19]), // Visa
    net(51, 55, [16]), // Mastercard
    net(2221, 2720, [16]), // Mastercard (2-series)
    net(34, 34, [15]), // American Express
    net(37, 37, [15]),
    net(300, 305, span(14, 19)), // Diners Club
    net(36, 36, span(14, 19)),
    net(38, 39, span(16, 19)),
    net(6011, 6011, span(16, 19)), // Discover
    net(644, 649, span(16, 19)),
    net(65, 65, span(16, 19)),
    net(3528, 3589, span(16, 19)), // JCB
    net(62, 62, span(16, 19)), // UnionPay
    net(81, 81, span(16, 19)),
    net(50, 50, span(12, 19)), // Maestro
    net(56, 69, span(12, 19)),
    net(60, 60, [16]), // RuPay
    net(82, 82, [16]),
    net(508, 508, [16]),
    net(353, 353, [16]),
    net(356, 356, [16]),
    net(2200, 2204, span(16, 19)), // Mir
    net(506099, 506198, [16, 18, 19]), // Verve
    net(650002, 650027, [16, 18, 19]),
    net(9792, 9792, [16]), // Troy
    net(1, 1, [15]), // UATP
  ];
})();

/** Whether `length` digits whose first six are `prefix6` (fewer when shorter) may be a card number of a network. */
function issued(prefix6: number, length: number): boolean {
  for (const n of NETWORKS) {
    if (!n.lengths.includes(length)) continue;
    const p = Math.floor(prefix6 / 10 ** (6 - n.digits));
    if (p >= n.from && p <= n.to) return true;
  }
  return false;
}

/** Whether a string of digits is a card number: a network's prefix and length, and the Luhn check. */
export function isCardNumber(digits: string): boolean {
  if (digits.length < PAN_MIN || digits.length > PAN_MAX || !/^[0-9]+$/.test(digits)) return false;
  return issued(Number(digits.slice(0, 6)), digits.length) && luhn(digits);
}

/** Shortest and longest card number (ISO/IEC 7812: 12 to 19 digits). */
export const PAN_MIN = 12;
export const PAN_MAX = 19;

const isDigit = (c: number): boolean => c >= 48 && c <= 57;
const isHexLetter = (c: number): boolean => (c >= 97 && c <= 102) || (c >= 65 && c <= 70);

/**
 * Hashes and MACs written in hex: an MD5, SHA-1, SHA-224, SHA-256, SHA-384 or SHA-512 digest (32, 40,
 * 56, 64, 96 or 128 hex characters, a letter among them), standing alone (no letter or digit either
 * side). The digits inside one are not a card number: a SHA-256 in hex (an x-verify signature, a
 * recording's hash in a certificate) holds a Luhn-valid run with a network's prefix now and then.
 * A digest's digits and letters are mixed: a token whose digits are all in the one run, letters only
 * around it ("4001345870462264abcdefabcdefabcd", adversarial run 4, H8), is a card number with letters
 * glued on, not a digest (for a random 32-character digest, 16 letters in the rest: 1 in 7 million).
 */
const DIGEST_LENGTHS = new Set([32, 40, 56, 64, 96, 128]);
const isWordChar = (c: number): boolean => isDigit(c) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);

/** The end of the hex digest around the digits [start, end), or -1 when they are not inside one. */
function hexDigestEnd(text: string, start: number, end: number): number {
  let left = start;
  while (left > 0 && (isDigit(text.charCodeAt(left - 1)) || isHexLetter(text.charCodeAt(left - 1)))) left--;
  let right = end;
  while (right < text.length && (isDigit(text.charCodeAt(right)) || isHexLetter(text.charCodeAt(right)))) right++;
  if (!DIGEST_LENGTHS.has(right - left) || right - left === end - start) return -1;
  if (!hasDigit(text, left, start) && !hasDigit(text, end, right)) return -1;
  if ((left > 0 && isWordChar(text.charCodeAt(left - 1))) || (right < text.length && isWordChar(text.charCodeAt(right)))) return -1;
  return right;
}
/** Whether text[from, to) holds a digit. */
function hasDigit(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (isDigit(text.charCodeAt(i))) return true;
  return false;
}
/**
 * A single space, dash or dot may group the digits of a card number ("4111 1111 1111 1111",
 * "4111-1111-…", "4932.1381.1549.9215": adversarial run 4, H3).
 */
const isGroupSeparator = (c: number): boolean => c === 32 || c === 45 || c === 46;
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

/**
 * The groupings card numbers are written in, group lengths in order: 4-4-4-4 (16 digits: Visa,
 * Mastercard, RuPay, ...), 4-6-5 (15: American Express), 4-4-4-4-3 (19) and 4-6-4 (14: Diners Club,
 * the grouping its 14-digit numbers are printed in; added to the three of issue 40 because a missed
 * card number is a leak). Digits grouped any other way ("ORD-60737-100000-970336", a phone number,
 * a date) are no card number however their digits add up.
 */
export const CARD_GROUPINGS: ReadonlyArray<readonly number[]> = [
  [4, 4, 4, 4],
  [4, 6, 5],
  [4, 4, 4, 4, 3],
  [4, 6, 4],
];

/**
 * Mask every full card number found in free text (`isCardNumber`: a network's prefix and length,
 * and the Luhn check), as a card number is written:
 * - unbroken: 12 to 19 consecutive digits that start where a number starts (the first digit of a
 *   run of digits, or the digit after a single space, dash or dot) and lie inside that unbroken stretch,
 *   also when the stretch goes on with more digits ("4111111111111111 123", "4111111111111111-12",
 *   "41111111111111112");
 * - grouped: consecutive groups of digits joined by one and the same separator (a single space,
 *   dash or dot) in one of the CARD_GROUPINGS ("4111 1111 1111 1111", "3782-822463-10005"),
 *   also inside a longer run ("4111 1111 1111 1111 99").
 * Each such number keeps its first six and last four digits; the digits between become "*". A run
 * that is exactly one card number is written compactly without its separators (as `maskPan` does);
 * in a longer run the separators stay. Digits grouped otherwise are left as they are: an order id
 * such as ORD-60737-100000-970336 holds a Luhn-valid window across its dashes about half the time,
 * and is no card number.
 *
 * Linear time: one pass finds the runs; in a run every candidate's Luhn sum is read off two prefix
 * sums (at most 8 lengths per group, and the groupings per group), and the masked positions are
 * marked with a difference array. No regular expression, so no backtracking on hostile text.
 */
export function maskPansInText(text: string): string {
  // Text without PAN_MIN digits in one run (almost every report line) is returned after one regular
  // expression search instead of the character loop of maskPass (the scan of a 64 KiB report chunk:
  // about 6 times faster). The pass starts where the first such run starts: nothing before it can
  // change.
  const first = text.search(LONG_RUN);
  if (first === -1) return text;
  // Masking splits a run where it puts "*": the digits after a masked window start a number of their
  // own, which may be a card number too ("41111111111111115555555555554444"). Masked again until
  // nothing changes (a pass only turns digits into "*"), so the result is a fixed point.
  let out = maskPass(text, first);
  if (out === text) return text;
  for (let next = maskPass(out); next !== out; next = maskPass(out)) out = next;
  return out;
}

/**
 * PAN_MIN digits of one run as maskPass reads runs (digits, a single space, dash or dot between two of
 * them). No catastrophic backtracking: at each start position, each character is either a digit or
 * a separator, so there is one way to go on and at most 2 × PAN_MIN steps.
 */
const LONG_RUN = new RegExp(`[0-9](?:[ .-]?[0-9]){${PAN_MIN - 1}}`);

/** One masking pass; `from` is the start of a run (or 0): the text before it holds no run of PAN_MIN digits. */
function maskPass(text: string, from = 0): string {
  const n = text.length;
  let out: string[] | undefined;
  let copied = 0;
  let i = from;
  while (i < n) {
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    // A run: digits, possibly with single separators between two digits.
    const start = i;
    let count = 0;
    let end = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isDigit(c)) {
        count++;
        i++;
        end = i;
      } else if (isGroupSeparator(c) && i + 1 < n && isDigit(text.charCodeAt(i + 1))) {
        i++;
      } else break;
    }
    if (count < PAN_MIN) continue;
    if (count === end - start) {
      // Digits inside a hex digest: skipped with the whole token.
      const digest = hexDigestEnd(text, start, end);
      if (digest !== -1) {
        i = digest;
        continue;
      }
    }
    const masked = maskRun(text, start, end, count);
    if (masked === undefined) continue;
    out ??= [];
    out.push(text.slice(copied, start), masked);
    copied = end;
  }
  if (out === undefined) return text;
  out.push(text.slice(copied));
  return out.join("");
}

/** The masked text of one run [start, end) holding `count` digits, or undefined when it holds no card number. */
function maskRun(text: string, start: number, end: number, count: number): string | undefined {
  // Digit values and their positions in the text.
  const pos = new Int32Array(count);
  const digit = new Uint8Array(count);
  for (let i = start, k = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (isDigit(c)) {
      pos[k] = i;
      digit[k++] = c - 48;
    }
  }
  // The groups of the run: unbroken stretches of digits (first digit index, length), and the separator before each.
  const groupFrom: number[] = [0];
  for (let k = 1; k < count; k++) if (pos[k]! !== pos[k - 1]! + 1) groupFrom.push(k);
  const groups = groupFrom.length;
  const groupLength = (g: number): number => (g + 1 < groups ? groupFrom[g + 1]! : count) - groupFrom[g]!;
  const separatorBefore = (g: number): number => text.charCodeAt(pos[groupFrom[g]!]! - 1);
  // Luhn sums by parity: in a window ending at digit e-1, the digits at the same parity as e-1 count
  // plain and the others doubled. even[k] / odd[k]: prefix sums of digits 0..k-1 weighted for a
  // window whose last digit has even / odd index.
  const even = new Int32Array(count + 1);
  const odd = new Int32Array(count + 1);
  for (let k = 0; k < count; k++) {
    const d = digit[k]!;
    even[k + 1] = even[k]! + (k % 2 === 0 ? d : DOUBLED[d]!);
    odd[k + 1] = odd[k]! + (k % 2 === 1 ? d : DOUBLED[d]!);
  }
  let marks: Int32Array | undefined;
  let whole = false;
  const consider = (s: number, e: number): void => {
    const sums = (e - 1) % 2 === 0 ? even : odd;
    if ((sums[e]! - sums[s]!) % 10 !== 0) return;
    const prefix6 = digit[s]! * 100000 + digit[s + 1]! * 10000 + digit[s + 2]! * 1000 + digit[s + 3]! * 100 + digit[s + 4]! * 10 + digit[s + 5]!;
    if (!issued(prefix6, e - s)) return;
    marks ??= new Int32Array(count + 1);
    marks[s + 6]!++;
    marks[e - 4]!--;
    if (s === 0 && e === count) whole = true;
  };
  for (let g = 0; g < groups; g++) {
    const s = groupFrom[g]!;
    // Unbroken: a card number from the group's first digit, within the group.
    const length = groupLength(g);
    for (let len = PAN_MIN; len <= PAN_MAX && len <= length; len++) consider(s, s + len);
    // Grouped: the groups from here in one of the card groupings, joined by one separator.
    for (const grouping of CARD_GROUPINGS) {
      if (g + grouping.length > groups) continue;
      let fits = true;
      for (let j = 0; j < grouping.length && fits; j++) {
        if (groupLength(g + j) !== grouping[j]) fits = false;
        else if (j > 1 && separatorBefore(g + j) !== separatorBefore(g + 1)) fits = false;
      }
      if (fits) consider(s, s + grouping.reduce((a, b) => a + b, 0));
    }
  }
  if (marks === undefined) return undefined;
  if (whole) {
    // Exactly one card number (grouped or not): written compactly, as maskPan does.
    // Every other valid window inside it lies within its masked middle.
    let digits = "";
    for (let k = 0; k < count; k++) digits += String(digit[k]);
    return maskPan(digits);
  }
  const chars: string[] = [];
  let from = start;
  let depth = 0;
  for (let k = 0; k < count; k++) {
    depth += marks[k]!;
    if (depth > 0) {
      chars.push(text.slice(from, pos[k]), "*");
      from = pos[k]! + 1;
    }
  }
  chars.push(text.slice(from, end));
  return chars.join("");
}

/** Property names (lower-cased, without separators) whose values are always fully redacted. */
export const SECRET_KEYS = new Set([
  "cvv",
  "cvv2",
  "cvc",
  "clientsecret",
  "password",
  "passwd",
  "secret",
  "pin",
  "accesstoken",
  "refreshtoken",
  "authorization",
  "xverify",
  "merchantaccesscode",
  "track1",
  "track2",
  "otp",
  // Credentials under names of their own (issue 27): their values are judged by shape too (redact/recording.ts maskCredentials).
  "auth",
  "xauth",
  "jwt",
  "bearer",
  "pass",
  "passcode",
  "xkey",
  "sig",
  "xsig",
  "xsignature",
  "session",
  "xsession",
  "sessionid",
  "xsessionid",
  "xcsrf",
]);

/**
 * Name patterns (normalized: lower case, letters and digits only) of secrets found by their shape,
 * not only the contracts' own names: anywhere in the name (card_cvv, cvc2, cvv_number,
 * card_security_code, X-Api-Key, apiKey, private_key, merchant_access_code...) or at its end
 * (access_token, client_secret, csc, customer_pin...).
 */
const SECRET_PARTS = [
  "cvv",
  "cvc",
  "cvn2",
  "securitycode",
  "cardverification",
  "apikey",
  "accesskey",
  "privatekey",
  "secretkey",
  "hmackey",
  "accesscode",
  "password",
  "passwd",
  "passphrase",
  "secret",
  "credential",
  "pinblock",
  "track1",
  "track2",
  "authorization",
  "subscriptionkey",
  "merchantkey",
  "jwt",
] as const;
const SECRET_ENDINGS = ["token", "csc", "cvd", "pin", "pwd", "otp"] as const;

/** Answers of isSecretKey by name, bounded: the same few names recur in every message, and each answer takes 30 string scans. */
const secretAnswers = new Map<string, boolean>();

/** Whether a property (or header) name holds a secret or credential (SECRET_KEYS or the patterns above). */
export function isSecretKey(key: string): boolean {
  let secret = secretAnswers.get(key);
  if (secret === undefined) {
    secret = isSecretName(key);
    if (secretAnswers.size < 10_000) secretAnswers.set(key, secret);
  }
  return secret;
}

/**
 * The redaction policy by name (issue 42): a name that suggests a credential is a secret's name,
 * whatever its value looks like (a shapeless `X-Pass: hunter2`, `?key=abc`, `"session": "x"`).
 * Anywhere in the normalized name: pass, secret, token, key, auth, bearer, session, cookie,
 * signature, credential, jwt (`x-verify` is one too: recordings keep it, recording/redact.ts
 * `isMacKey`, reports do not show it).
 */
const CREDENTIAL_PARTS = ["pass", "secret", "token", "key", "auth", "bearer", "session", "cookie", "signature", "credential", "jwt"] as const;

/**
 * Names the policy would catch that are not credentials: the contracts' own fields (`token_type`
 * says "Bearer", `auth_amount` is an amount) and common words that hold a credential part
 * (`author`, `bypass`...). Normalized.
 */
const NOT_CREDENTIALS = new Set(["tokentype", "authamount", "author", "authors", "authority", "bypass", "compass", "passenger", "passengers", "keyboard"]);

function isSecretName(key: string): boolean {
  const nk = normalizeKey(key);
  if (SECRET_KEYS.has(nk)) return true;
  if (!NOT_CREDENTIALS.has(nk)) for (const p of CREDENTIAL_PARTS) if (nk.includes(p)) return true;
  for (const p of SECRET_PARTS) if (nk.includes(p)) return true;
  for (const e of SECRET_ENDINGS) if (nk.endsWith(e)) return true;
  return false;
}

/** Property names (normalized) that hold card numbers: masked to first six and last four. */
export const PAN_KEYS = new Set(["cardnumber", "pan", "card_number".replace(/_/g, "")]);

export const normalizeKey = (k: string): string => k.toLowerCase().replace(/[^a-z0-9]/g, "");

export const REDACTED = "[REDACTED]";

/** Whether a recorded value is the mark redaction put in place of a secret (as written or URL-encoded). */
export function isRedactionMark(value: unknown): boolean {
  return value === REDACTED || value === "%5BREDACTED%5D";
}

/** A deep copy of a JSON value with secrets redacted and card numbers masked. */
export function redactValue(value: unknown, key?: string): unknown {
  const nk = key === undefined ? "" : normalizeKey(key);
  const secret = key !== undefined && isSecretKey(key);
  if (typeof value === "string") {
    if (secret) return value === "" ? value : REDACTED;
    if (PAN_KEYS.has(nk)) return /^[0-9 -]{12,23}$/.test(value) ? maskPan(value) : maskPansInText(value);
    return maskPansInText(value);
  }
  if (typeof value === "number") {
    if (secret) return REDACTED;
    const s = String(value);
    if (PAN_KEYS.has(nk) && /^[0-9]{12,19}$/.test(s)) return maskPan(s);
    const masked = maskPansInText(s);
    return masked === s ? value : masked;
  }
  if (Array.isArray(value)) return value.map((v) => redactValue(v, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactValue(v, k)]));
  }
  return value;
}
