/**
 * Recordings built from the real-world samples (../shared/realworld, see its SOURCES.md), one per
 * source folder, as a partner would assemble them from what they captured: terminal messages as
 * JSON Lines, HTTP calls as HAR 1.2. A message published as invalid JSON stays the text it was
 * published as. Nothing of the samples is copied into the repository: the recordings are written
 * to a build folder (tools/drift/main.ts) or a test's scratch folder.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { harEntry as buildHarEntry, type HarEntry } from "../src/recording/har.ts";

/** One source folder and the recording built from it. */
export interface SourceRecording {
  /** The folder under realworld/. */
  source: string;
  /** The recording's file name (the folder name plus .jsonl or .har). */
  file: string;
  /** The recording's content. */
  content: string;
  /** The response bodies as published (text), in exchange order, for facts the findings do not carry. */
  responses: string[];
}

const text = (dir: string, f: string): string => readFileSync(path.join(dir, f), "utf8");
const parsed = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
};

/** Terminal exchanges as JSON Lines: [request file, response file] pairs of one folder. */
function terminal(source: string, dir: string, pairs: Array<[string, string]>): SourceRecording {
  const lines = pairs.map(([rq, rs]) => JSON.stringify({ service: "terminal", request: parsed(text(dir, rq)), response: parsed(text(dir, rs)) }));
  return { source, file: `${source}.jsonl`, content: `${lines.join("\n")}\n`, responses: pairs.map(([, rs]) => text(dir, rs)) };
}

export interface HttpCall {
  url: string;
  request: string;
  response: string;
  headers?: Array<{ name: string; value: string }>;
}

/** One HTTP call as a HAR 1.2 entry (POST, JSON both ways, status 200: the samples are success examples), by the toolkit's one builder. */
export function harEntry(c: HttpCall): HarEntry {
  const headers = Object.fromEntries((c.headers ?? [{ name: "Content-Type", value: "application/json" }]).map((h) => [h.name, h.value]));
  return buildHarEntry({
    url: c.url,
    method: "POST",
    headers,
    body: c.request,
    started: "2024-07-09T07:57:08.022Z",
    elapsed: 100,
    status: 200,
    responseHeaders: { "Content-Type": "application/json" },
    responseBody: c.response,
  });
}

/** HTTP calls as a HAR 1.2 log. */
function http(source: string, calls: HttpCall[]): SourceRecording {
  const entries = calls.map(harEntry);
  const har = { log: { version: "1.2", creator: { name: "contracts drift report", version: "1" }, entries } };
  return { source, file: `${source}.har`, content: JSON.stringify(har, null, 1), responses: calls.map((c) => c.response) };
}

/** The headers of a published `*.headers.txt` ("Name: value (note)" lines). */
export function headersFile(dir: string, f: string): Array<{ name: string; value: string }> {
  return text(dir, f)
    .split("\n")
    .filter((l) => /^[A-Za-z-]+: /.test(l))
    .map((l) => {
      const [name, ...rest] = l.split(": ");
      return {
        name: name!,
        value: rest
          .join(": ")
          .replace(/\s+\(.*\)$/, "")
          .trim(),
      };
    });
}

const HOST = "https://uat.example.invalid";

/** The sources with request/response pairs, and how each is assembled. */
const BUILDERS: Record<string, (dir: string, source: string) => SourceRecording> = {
  // 45 test cases of the official simulator app: request and response per row.
  "pinelabs-pos-integrated-android-simulator-testcases": (dir, source) =>
    terminal(
      source,
      dir,
      readdirSync(dir)
        .filter((f) => f.endsWith("-request.json") && existsSync(path.join(dir, f.replace("-request.json", "-response.json"))))
        .sort()
        .map((f) => [f, f.replace("-request.json", "-response.json")]),
    ),
  // The integration guide's examples: each request with the response the guide shows for that method.
  "pinelabs-pos-integrated-android-apos-guide-v2.3": (dir, source) =>
    terminal(source, dir, [
      ["03-dotransaction-card-sale-4001-request.json", "07-dotransaction-sale-response.json"],
      ["05-dotransaction-upi-sale-5120-request.json", "08-dotransaction-upi-sale-5120-response.json"],
      ["06-dotransaction-upi-getstatus-5122-request.json", "09-dotransaction-upi-getstatus-5122-response.json"],
      ["10-printdata-1002-request.json", "11-printdata-1002-response.json"],
      ["12-settlement-1003-request.json", "13-settlement-1003-response.json"],
      ["14-getterminalinfo-1004-request.json", "15-getterminalinfo-1004-response.json"],
      ["16-connectbluetooth-1005-request.json", "17-connectbluetooth-1005-response.json"],
      ["18-disconnectbluetooth-1006-request.json", "19-disconnectbluetooth-1006-response.json"],
      ["20-scancode-1007-request.json", "21-scancode-1007-response.json"],
      ["22-uploadinvoice-1008-request.json", "23-uploadinvoice-1008-response.json"],
      ["24-singlescan-camera-1009-request.json", "26-singlescan-camera-1009-response.json"],
      ["25-multiscan-camera-1010-request.json", "27-multiscan-camera-1010-response.json"],
    ]),
  // An open-source Flutter plugin: one sale request and the responses its code and tests handle.
  "dewbambs-flutter_pinelabs": (dir, source) =>
    terminal(source, dir, [
      ["01-dotransaction-4001-request.json", "02-dotransaction-timeout-failure-response.json"],
      ["01-dotransaction-4001-request.json", "03-dotransaction-back-pressed-failure-response.json"],
      ["01-dotransaction-4001-request.json", "04-dotransaction-4001-success-response.json"],
      ["01-dotransaction-4001-request.json", "06-test-fixture-dotransaction-response.json"],
    ]),
  // The affordability guide's debit EMI steps: token, then two discoveries with the published headers.
  "pinelabsonline-docs-affordability-debit-emi-steps": (dir, source) => {
    const headers = headersFile(dir, "01-offer-discovery-bank-emi-request.headers.txt");
    return http(source, [
      { url: `${HOST}/api/auth/v1/token`, request: text(dir, "00-generate-token-request.json"), response: text(dir, "00-generate-token-response.json") },
      {
        url: `${HOST}/api/affordability/v1/offer/discovery`,
        headers,
        request: text(dir, "01-offer-discovery-bank-emi-request.json"),
        response: text(dir, "01-offer-discovery-bank-emi-response.json"),
      },
      {
        url: `${HOST}/api/affordability/v1/offer/discovery`,
        headers,
        request: text(dir, "02-offer-discovery-brand-emi-request.json"),
        response: text(dir, "02-offer-discovery-brand-emi-response.json"),
      },
    ]);
  },
  // The affordability guide's cardless steps: token, discovery, validate (no headers published).
  "pinelabsonline-docs-affordability-cardless-steps": (dir, source) =>
    http(source, [
      { url: `${HOST}/api/auth/v1/token`, request: text(dir, "00-generate-token-request.json"), response: text(dir, "00-generate-token-response.json") },
      {
        url: `${HOST}/api/affordability/v1/offer/discovery`,
        request: text(dir, "01-offer-discovery-cardless-request.json"),
        response: text(dir, "01-offer-discovery-cardless-response.json"),
      },
      {
        url: `${HOST}/api/affordability/v1/offer/validate`,
        request: text(dir, "02-offer-validate-request.json"),
        response: text(dir, "02-offer-validate-response.json"),
      },
    ]),
  // The payment gateway docs' EMI calculator examples, on the documented path (api/V2).
  "pluralonline-plural-pg-docs": (dir, source) =>
    http(source, [
      {
        url: `${HOST}/api/V2/emi/calculator`,
        request: text(dir, "30-emi-calculator-v2-multicart-request.json"),
        response: text(dir, "30-emi-calculator-v2-multicart-response.json"),
      },
      {
        url: `${HOST}/api/V2/emi/calculator`,
        request: text(dir, "31-emi-calculator-v2-singlecart-request.json"),
        response: text(dir, "31-emi-calculator-v2-singlecart-response.json"),
      },
    ]),
};

/** The recordings of every source present under `realworld` (a missing folder is left out). */
export function buildRecordings(realworld: string): SourceRecording[] {
  return Object.entries(BUILDERS)
    .filter(([source]) => existsSync(path.join(realworld, source)))
    .map(([source, build]) => build(path.join(realworld, source), source));
}
