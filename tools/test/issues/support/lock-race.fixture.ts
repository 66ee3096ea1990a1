// Test fixture (issue 42, A9; after the review's lock_race.mjs): one of two processes that take the
// recording lock of the same files at the same instants, through HarRecorder.open. The test writes a
// stale lock (a dead PID) for every slot's file before it starts them, or none; at each slot's instant
// both call open(), hold
// what they got for most of the slot, then close it. Writes one line per slot: "1" when it got the
// recorder, "0" when it was refused, and when it held it (epoch ms, from and to). Usage: lock-race.fixture.ts ROLE SLOTS DIR START_MS SLOT_MS
import { appendFileSync } from "node:fs";
import { HarRecorder } from "../../../src/recording/har-recorder.ts";

const [role, slots, dir, start, slotMs] = process.argv.slice(2) as [string, string, string, string, string];
const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
for (let i = 0; i < Number(slots); i++) {
  const file = `${dir}/rec-${i}.har`;
  const t = Number(start) + i * Number(slotMs);
  while (Date.now() < t - 10) await sleep(1);
  while (Date.now() < t) {
    // spin to the instant
  }
  let recorder: HarRecorder | undefined;
  try {
    recorder = HarRecorder.open(file);
  } catch (e) {
    if (process.env.LOCK_RACE_DEBUG) process.stderr.write(`${role} ${i} ${(e as Error).message}\n`);
    recorder = undefined;
  }
  const from = Date.now();
  while (Date.now() < t + Number(slotMs) * 0.8) await sleep(2);
  recorder?.close();
  appendFileSync(`${dir}/role-${role}.txt`, `${recorder ? 1 : 0} ${from} ${Date.now()}\n`);
}
