/**
 * Recordings assembled at test time from the real-world samples (../shared/realworld, see its
 * SOURCES.md): nothing of them is copied into the repository. A message published as invalid JSON
 * stays the text it was published as.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { harEntry, headersFile } from "../../../drift/recordings.ts";

export const REAL = path.resolve(import.meta.dirname, "../../../../../shared/realworld");

const text = (f: string): string => readFileSync(f, "utf8");
const parsedOrText = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return s;
  }
};

/** Terminal exchanges (JSON Lines): the simulator test cases and the guide's request/reply pairs. */
export function terminalRecording(dir: string): string | undefined {
  const sim = path.join(REAL, "pinelabs-pos-integrated-android-simulator-testcases");
  const guide = path.join(REAL, "pinelabs-pos-integrated-android-apos-guide-v2.3");
  if (!existsSync(sim)) return undefined;
  const lines: string[] = [];
  for (const req of readdirSync(sim)
    .filter((f) => f.endsWith("-request.json"))
    .sort()) {
    const res = path.join(sim, req.replace("-request.json", "-response.json"));
    lines.push(
      JSON.stringify({ service: "terminal", request: parsedOrText(text(path.join(sim, req))), response: existsSync(res) ? parsedOrText(text(res)) : "" }),
    );
  }
  if (existsSync(guide)) {
    const files = readdirSync(guide).sort();
    for (const req of files.filter((f) => f.endsWith("-request.json"))) {
      const n = Number(req.slice(0, 2));
      const res = files.find((f) => Number(f.slice(0, 2)) === n + 1 && f.endsWith("-response.json"));
      if (res)
        lines.push(
          JSON.stringify({ service: "terminal", request: parsedOrText(text(path.join(guide, req))), response: parsedOrText(text(path.join(guide, res))) }),
        );
    }
  }
  const file = path.join(dir, "realworld-terminal.jsonl");
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

/** A published request/response pair (`<stem>-request.json`, `<stem>-response.json` in `dir`) as a HAR entry to `url`. */
export const sampleEntry = (dir: string, stem: string, url: string, headers?: Array<{ name: string; value: string }>) =>
  harEntry({
    url,
    request: text(path.join(dir, `${stem}-request.json`)),
    response: text(path.join(dir, `${stem}-response.json`)),
    ...(headers ? { headers } : {}),
  });

/** HTTP exchanges (HAR): the debit-EMI offer discovery calls and the EMI calculator v2 calls. */
export function httpRecording(dir: string): string | undefined {
  const debit = path.join(REAL, "pinelabsonline-docs-affordability-debit-emi-steps");
  const pg = path.join(REAL, "pluralonline-plural-pg-docs");
  if (!existsSync(debit) || !existsSync(pg)) return undefined;
  const headers = headersFile(debit, "01-offer-discovery-bank-emi-request.headers.txt");
  const discovery = "https://uat.example.invalid/api/affordability/v1/offer/discovery";
  const calculator = "https://uat.example.invalid/api/V2/emi/calculator";
  const entries = [
    sampleEntry(debit, "01-offer-discovery-bank-emi", discovery, headers),
    sampleEntry(debit, "02-offer-discovery-brand-emi", discovery, headers),
    sampleEntry(pg, "30-emi-calculator-v2-multicart", calculator),
    sampleEntry(pg, "31-emi-calculator-v2-singlecart", calculator),
  ];
  const file = path.join(dir, "realworld-http.har");
  writeFileSync(file, JSON.stringify({ log: { version: "1.2", creator: { name: "test", version: "1" }, entries } }));
  return file;
}
