// Issue 42 (A6, A9): the admin's rotation is confined to the recording's folder (a file name, not a
// path; opened with O_CREAT | O_EXCL | O_NOFOLLOW, so a link put in place after the checks is refused,
// not written through), and the recording lock is taken atomically: two writers at the same instant,
// on a stale lock or on none, never both hold it.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { SessionRecording } from "../../src/mock/recordings.ts";
import { startMocks } from "../../src/mock/index.ts";
import { ROOT } from "../../src/paths.ts";
import { RecordingError } from "../../src/recording/recording-error.ts";
import { exitOf } from "../mock/support.ts";

const dir = mkdtempSync(path.join(tmpdir(), "issue42-admin-"));
const stops: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const s of stops) await s();
});

async function admin(base: string, body: unknown): Promise<{ status: number; error?: string }> {
  const res = await fetch(`${base}/__admin/recording/rotate`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { error?: string }) };
}

describe("A6: rotation confined to the recording's folder", () => {
  it("a path, a name outside the folder, a hidden name or a wrong extension is refused with 400, and nothing is created", async () => {
    const rec = path.join(dir, "rec");
    const home = path.join(dir, "home");
    mkdirSync(rec);
    mkdirSync(home);
    const mocks = await startMocks({ engine: "sandbox", only: ["optimizer"], record: path.join(rec, "s.har"), ports: { optimizer: 0 } });
    stops.push(() => mocks.stop());
    const base = mocks.running.find((m) => m.name === "optimizer")!.url;
    for (const target of [
      path.join(home, ".bash_aliases"),
      path.join(home, "x.har"),
      "../home/x.har",
      "..\\home\\x.har",
      ".bash_aliases",
      ".x.har",
      "profile",
      "x.jsonl",
      "a\u0000.har",
    ]) {
      const r = await admin(base, { http: target });
      expect([target, r.status]).toEqual([target, 400]);
      expect(r.error).toMatch(/file name|must end in \.har|starts with "\."/);
    }
    expect(readdirSync(home)).toEqual([]);
    expect(readdirSync(rec).sort()).toEqual(["s.har", "s.har.lock"]);
    const ok = await admin(base, { http: "next.har" });
    expect(ok.status).toBe(200);
    expect(existsSync(path.join(rec, "next.har"))).toBe(true);
    // A path into the recording's folder itself is that folder's file (the README's form).
    const viaPath = await admin(base, { http: path.join(rec, "..", "rec", "again.har") });
    expect(viaPath.status).toBe(200);
    expect(existsSync(path.join(rec, "again.har"))).toBe(true);
  });

  it("a link put in the new file's place after the checks is refused, not written through (O_NOFOLLOW | O_EXCL)", async () => {
    const folder = path.join(dir, "race");
    mkdirSync(folder);
    const victim = path.join(dir, "victim.har");
    const recording = SessionRecording.open("http", path.join(folder, "a.har"));
    try {
      const file = await recording.prepare("b.har", recording.files());
      symlinkSync(victim, file); // the race: after the checks, before the open
      expect(() => recording.openNext(file)).toThrow(RecordingError);
      expect(() => recording.openNext(file)).toThrow(/symbolic link|exists/);
      expect(existsSync(victim)).toBe(false);
    } finally {
      recording.close();
    }
  });
});

describe("A9: the recording lock is taken atomically", () => {
  it.each(["stale", "none"])("two writers at the same instants (%s lock before): never both hold it", async (mode) => {
    const folder = mkdtempSync(path.join(dir, `lock-${mode}-`));
    const slots = 20;
    const slotMs = 100;
    if (mode === "stale") for (let i = 0; i < slots; i++) writeFileSync(path.join(folder, `rec-${i}.har.lock`), "999999999 12345\n");
    const start = Date.now() + 3000; // both processes started and loaded by then (a late one takes its slots late: no sharing)
    const children = [0, 1].map((role) =>
      spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          path.join(ROOT, "tools/test/issues/support/lock-race.fixture.ts"),
          String(role),
          String(slots),
          folder,
          String(start),
          String(slotMs),
        ],
        { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] },
      ),
    );
    const exits = await Promise.all(children.map((c) => exitOf(c)));
    expect(exits.map((e) => e.code)).toEqual([0, 0]);
    const [a, b] = [0, 1].map((role) =>
      readFileSync(path.join(folder, `role-${role}.txt`), "utf8")
        .trim()
        .split("\n")
        .map((l) => l.split(" ").map(Number) as [number, number, number]),
    );
    expect(a).toHaveLength(slots);
    expect(b).toHaveLength(slots);
    // Both held slot i's lock at the same time (a process that a loaded machine made late may take it
    // after the other closed it: that is no sharing).
    const both = a!.filter(([got, from, to], i) => got === 1 && b![i]![0] === 1 && from < b![i]![2] && b![i]![1] < to).length;
    const held = a!.filter(([got], i) => got === 1 || b![i]![0] === 1).length;
    expect(both).toBe(0);
    // The lock was taken in the slots (a stale lock is taken over); a slot that a loaded machine
    // delayed past its instant may be missed, not shared.
    expect(held).toBeGreaterThan(slots / 2);
  });
});
