/**
 * A worker of `contracts redact --jobs N` (command.ts): parses the entries it is given and
 * redacts each with the same redactRecorded as a single-threaded run, under the pseudonym key of the
 * thread that started it, and sends back the copy's text; that thread writes it in recording order.
 */
import type { KeyObject } from "node:crypto";
import { workerData } from "node:worker_threads";
import { hmacSha256Signer } from "../signing/x-verify.ts";
import type { RawEntry } from "../recording/entry.ts";
import { parseRaw, type RecordingFormat } from "../recording/open.ts";
import { redactRecorded, usePseudonymKey } from "../recording/redact.ts";
import { serveChunks } from "../recording/worker-pool.ts";
import { signaturesOf } from "./signatures.ts";

/** What a worker needs to redact as the thread that started it does. */
export interface RedactSetup {
  format: RecordingFormat;
  /** The pseudonym key of the run (redact.ts pseudonymKey). */
  key: KeyObject;
  /** The merchant secret (hex) for the carried x-verify verdicts; the signer is made from it here. */
  secret: string | undefined;
}

/** An entry redacted, with what the reader would have learnt from parsing it (the "no line is JSON" check). */
export interface RedactedEntry {
  index: number;
  text: string;
  left: boolean;
  parsed: boolean;
  problem?: string | undefined;
}

const setup = workerData as RedactSetup;
usePseudonymKey(setup.key);
const signedOf = signaturesOf(setup.secret === undefined ? undefined : hmacSha256Signer(setup.secret));

serveChunks<RawEntry, RedactedEntry[]>((entries) =>
  entries.map((entry) => {
    const raw = parseRaw(setup.format, entry);
    return { index: raw.index, ...redactRecorded(setup.format, raw, signedOf), parsed: raw.value !== undefined, problem: raw.problem };
  }),
);
