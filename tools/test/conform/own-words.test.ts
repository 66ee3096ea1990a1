// Issue 14: every human message of a report is the toolkit's own words. Every conformance case and
// the real-world recordings (built at test time) run through every format; no output may carry
// the validator's (ajv's) message text.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCases } from "./support/cases.ts";
import { httpRecording, terminalRecording } from "./support/realworld.ts";
import { conform } from "./support/run.ts";

/** The message templates of ajv's keywords (ajv/lib/vocabularies/**, its `error.message`). */
const AJV = [
  /must NOT /,
  /must be equal to (one of the allowed values|constant)/,
  /must match (pattern|format|exactly one schema|a schema in anyOf|"then" schema|"else" schema)/,
  /must be (<=|>=|<|>) \d/,
  /must be multiple of/,
  /must have required property/,
  /must have property .* when property/,
  /must be (string|number|integer|object|array|boolean|null)\b/,
  /must contain (at least|at most)/,
  /boolean schema is false/,
  /property name must be valid/,
  /must pass "\w+" keyword validation/,
];

function ajvPhrases(text: string): string[] {
  const found: string[] = [];
  for (const re of AJV) {
    const m = re.exec(text);
    if (m) found.push(m[0]);
  }
  return found;
}

describe("ajvPhrases finds the validator's wording", () => {
  it.each([
    { given: "x: must NOT be valid", want: ["must NOT "] },
    { given: "must NOT have more than 10 characters", want: ["must NOT "] },
    { given: "must be equal to one of the allowed values", want: ["must be equal to one of the allowed values"] },
    { given: 'must match pattern "^a$"', want: ["must match pattern"] },
    { given: "must be string", want: ["must be string"] },
    { given: "must be >= 9001", want: ["must be >= 9"] },
    { given: "is a string, the contract has a number here", want: [] },
  ])("$given", ({ given, want }) => expect(ajvPhrases(given)).toEqual(want));
});

const dir = mkdtempSync(path.join(tmpdir(), "own-words-"));
const recordings = [
  ...loadCases().map((c) => ({ name: `${c.service}/${c.name}`, args: [c.file, ...(c.expect.args ?? [])] })),
  ...[terminalRecording(dir), httpRecording(dir)]
    .filter((f): f is string => f !== undefined)
    .map((f) => ({ name: `real-world ${path.basename(f)}`, args: [f] })),
];

describe("no report carries ajv message text", () => {
  it("runs the real-world recordings too (when ../shared/realworld is there)", () => {
    expect(recordings.length).toBeGreaterThan(60);
  });
  describe.each(["text", "json", "junit"] as const)("--format %s", (format) => {
    it.each(recordings)("$name", async ({ args }) => {
      const { text, stderr } = await conform(args, format);
      expect(ajvPhrases(text + stderr)).toEqual([]);
    });
  });
});
