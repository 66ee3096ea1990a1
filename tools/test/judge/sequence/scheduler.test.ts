// The sequence scheduler: results not held come out at once; a held result comes out when a rule
// releases it, with the violations of the release; finish emits what the rules release at the end;
// abandon (an unusable file) emits what is still held, as it stands, in recording order.
import { describe, expect, it } from "vitest";
import type { ExchangeResult, Violation } from "../../../src/judge/model.ts";
import { SequenceScheduler } from "../../../src/judge/sequence/scheduler.ts";
import type { SequenceEvent, SequenceRule } from "../../../src/judge/sequence/types.ts";

/** What a scripted rule does when it sees the exchange of that index. */
interface Step {
  /** Adds a violation with this message to the exchange seen. */
  add?: string;
  hold?: boolean;
  /** Releases these held exchanges, each with a violation of this message ("" for none). */
  release?: Array<[number, string]>;
}

const found = (message: string): Violation => ({ rule: "seq-status-followup", where: "sequence", pointer: "", expected: "", actual: "", message });

/** A rule following a script: steps per exchange index, releases at the end of the recording. */
function scripted(steps: Record<number, Step>, atFinish: Array<[number, string]> = []): SequenceRule {
  const release = (sink: Parameters<ReturnType<SequenceRule["start"]>["finish"]>[0], list: Array<[number, string]>): void => {
    for (const [index, message] of list) sink.release(index, message ? [found(message)] : []);
  };
  return {
    id: "seq-status-followup",
    reads: {},
    start: () => ({
      observe(ev, sink) {
        const step = steps[ev.index] ?? {};
        if (step.add) sink.add(found(step.add));
        if (step.hold) sink.hold();
        release(sink, step.release ?? []);
      },
      finish: (sink) => release(sink, atFinish),
    }),
  };
}

const event = (index: number): SequenceEvent => ({ kind: "terminal", index, app: "terminal", methodId: "1001", request: {}, response: undefined });

/** "index: message, message" per emitted result, in the order emitted. */
async function emitted(rules: SequenceRule[], exchanges: number, end: "finish" | "abandon", slowSink = false): Promise<string[]> {
  const out: string[] = [];
  const emit = (r: ExchangeResult): void | Promise<void> => {
    const line = `${r.index}: ${r.violations.map((v) => v.message).join(", ")}`.trimEnd();
    if (!slowSink) return void out.push(line);
    return new Promise((resolve) => setTimeout(() => resolve(void out.push(line)), 1));
  };
  const scheduler = new SequenceScheduler(rules, emit);
  for (let index = 0; index < exchanges; index++) {
    const p = scheduler.exchange({ file: "f", index, operation: "x", ok: true, violations: [] }, index === 4 ? undefined : event(index));
    if (p) await p;
  }
  await (end === "finish" ? scheduler.finish() : scheduler.abandon());
  return out;
}

describe("SequenceScheduler", () => {
  const table: Array<{ name: string; given: { rules: SequenceRule[]; exchanges: number; end: "finish" | "abandon" }; want: string[] }> = [
    {
      name: "nothing held: each result at once, in recording order",
      given: { rules: [scripted({})], exchanges: 3, end: "finish" },
      want: ["0:", "1:", "2:"],
    },
    {
      name: "a rule's finding goes to the exchange it observes",
      given: { rules: [scripted({ 1: { add: "late token" } })], exchanges: 3, end: "finish" },
      want: ["0:", "1: late token", "2:"],
    },
    {
      name: "a held result comes out after the exchange that releases it, with the release's violations",
      given: { rules: [scripted({ 0: { hold: true }, 2: { add: "wrong Roc", release: [[0, "not followed"]] } })], exchanges: 4, end: "finish" },
      want: ["1:", "2: wrong Roc", "0: not followed", "3:"],
    },
    {
      name: "released without violations",
      given: { rules: [scripted({ 1: { hold: true }, 2: { release: [[1, ""]] } })], exchanges: 3, end: "finish" },
      want: ["0:", "2:", "1:"],
    },
    {
      name: "an exchange that releases itself while held comes out once, with the violations",
      given: { rules: [scripted({ 1: { hold: true, release: [[1, "at once"]] } })], exchanges: 2, end: "finish" },
      want: ["0:", "1: at once"],
    },
    {
      name: "releases of exchanges not held (or released already) are ignored",
      given: {
        rules: [
          scripted({
            0: { hold: true },
            1: { release: [[0, "first"]] },
            2: {
              release: [
                [0, "again"],
                [1, "never held"],
              ],
            },
          }),
        ],
        exchanges: 3,
        end: "finish",
      },
      want: ["1:", "0: first", "2:"],
    },
    {
      name: "finish: the rules' last releases come out, in the order released",
      given: {
        rules: [
          scripted({ 0: { hold: true }, 2: { hold: true } }, [
            [0, "none in this recording"],
            [2, "none in this recording"],
          ]),
        ],
        exchanges: 4,
        end: "finish",
      },
      want: ["1:", "3:", "0: none in this recording", "2: none in this recording"],
    },
    {
      name: "abandon: what is held comes out as it stands, in recording order",
      given: { rules: [scripted({ 2: { hold: true }, 0: { hold: true, add: "seen" } }, [[0, "unused"]])], exchanges: 4, end: "abandon" },
      want: ["1:", "3:", "0: seen", "2:"],
    },
    {
      name: "two rules: one holds, the other adds; both findings on the exchange",
      given: { rules: [scripted({ 1: { hold: true } }, [[1, "not followed"]]), scripted({ 1: { add: "token reused" } })], exchanges: 3, end: "finish" },
      want: ["0:", "2:", "1: token reused, not followed"],
    },
    {
      name: "an exchange without an event is settled without the rules",
      given: { rules: [scripted({ 4: { add: "never seen" } })], exchanges: 5, end: "finish" },
      want: ["0:", "1:", "2:", "3:", "4:"],
    },
  ];

  it.each(table)("$name", async ({ given, want }) => {
    expect(await emitted(given.rules, given.exchanges, given.end)).toEqual(want);
  });

  it.each(table)("$name (a sink that must drain first)", async ({ given, want }) => {
    expect(await emitted(given.rules, given.exchanges, given.end, true)).toEqual(want);
  });

  it("observe then settle: findings go to the violations given; the hold applies to the next settle only", async () => {
    const out: number[] = [];
    const scheduler = new SequenceScheduler([scripted({ 0: { hold: true, add: "x" } }, [[0, ""]])], (r) => void out.push(r.index));
    const first: ExchangeResult = { file: "f", index: 0, operation: "x", ok: true, violations: [] };
    scheduler.observe(event(0), first.violations);
    expect(first.violations.map((v) => v.message)).toEqual(["x"]);
    await scheduler.settle(first);
    await scheduler.settle({ file: "f", index: 1, operation: "x", ok: true, violations: [] });
    expect(out).toEqual([1]);
    await scheduler.finish();
    expect(out).toEqual([1, 0]);
  });
});
