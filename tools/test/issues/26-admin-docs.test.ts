// Issue 26: every admin command the README (Mocks › Admin interface) and the partners' guide
// (Sessions: reset and a new recording file) show is run as written, with curl, against real mocks
// started as `make mock MOCK_ARGS="--record session/"` would start them (ports and the session folder
// substituted): each answers 200 with JSON, and the files the comments name are there afterwards.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startMocks } from "../../src/mock/mocks.ts";
import { ROOT } from "../../src/paths.ts";

/** The curl lines of the sh blocks in the section under `heading` (up to the next heading of its level or above). */
function curlLines(file: string, heading: string): string[] {
  const text = readFileSync(path.join(ROOT, file), "utf8");
  const start = text.indexOf(`\n${heading}\n`);
  expect(start, `${file} has the section ${heading}`).toBeGreaterThan(0);
  const level = heading.split(" ")[0]!;
  const rest = text.slice(start + heading.length + 2);
  const end = rest.search(new RegExp(`\\n#{1,${level.length}} `));
  const section = end < 0 ? rest : rest.slice(0, end);
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
  return blocks.flatMap((b) => b.split("\n")).filter((l) => l.startsWith("curl "));
}

const run = promisify(execFile);

const DOCS: Array<{ file: string; heading: string; files: string[] }> = [
  { file: "tools/src/sandbox/README.md", heading: "## Admin interface", files: ["http-2.har", "terminal-2.jsonl", "retry.har", "retry.jsonl"] },
  { file: "conformance/README.md", heading: "### Sessions: reset and a new recording file", files: ["http-2.har", "terminal-2.jsonl"] },
];

describe.each(DOCS)("the admin commands of $file", ({ file, heading, files }) => {
  it("answer 200 with JSON, as written", async () => {
    const lines = curlLines(file, heading);
    expect(lines.length).toBeGreaterThanOrEqual(3);
    const session = path.join(mkdtempSync(path.join(tmpdir(), "issue-26-admin-docs-")), "session");
    const mocks = await startMocks({ engine: "sandbox", record: `${session}/`, ports: { affordability: 0, optimizer: 0, terminal: 0 } });
    try {
      const optimizer = mocks.running.find((m) => m.name === "optimizer")!.url;
      for (const line of lines) {
        const command = line
          .replace(/\s+#.*$/, "")
          .replaceAll("http://127.0.0.1:4011", optimizer)
          .replaceAll('"session/', `"${session}/`);
        // Asynchronous: the mocks answer from this process.
        const { stdout } = await run("bash", ["-c", `${command} -w '\\n%{http_code}'`], { encoding: "utf8", timeout: 30_000 });
        const status = stdout.slice(stdout.lastIndexOf("\n") + 1);
        expect([line, status]).toEqual([line, "200"]);
        expect(() => JSON.parse(stdout.slice(0, stdout.lastIndexOf("\n")))).not.toThrow();
      }
    } finally {
      await mocks.stop();
    }
    for (const f of files) expect(existsSync(path.join(session, f)), f).toBe(true);
  });
});
