/**
 * Buffered output with back-pressure: reports of a million exchanges stream out in 64 KiB writes
 * and wait for the stream to drain, so memory stays flat.
 */
import { createWriteStream } from "node:fs";
import type { Writable } from "node:stream";

/**
 * Flush threshold: 64 KiB. Small enough that buffered result text dies young (a large buffer
 * outlives several young-generation collections and is promoted, which grows peak memory on long
 * runs); large enough that writes stay few.
 */
export const FLUSH_AT = 64 * 1024;

export class Out {
  private buf = "";
  constructor(private readonly stream: Writable, private readonly owned: boolean) {}

  static stdout(): Out {
    return new Out(process.stdout, false);
  }

  static file(file: string): Out {
    return new Out(createWriteStream(file, { encoding: "utf8" }), true);
  }

  write(s: string): void {
    this.buf += s;
  }

  /** Flush when the buffer is large (call once per result); a promise only then. */
  maybeFlush(): Promise<void> | undefined {
    return this.buf.length >= FLUSH_AT ? this.flush() : undefined;
  }

  async flush(): Promise<void> {
    if (!this.buf) return;
    const chunk = this.buf;
    this.buf = "";
    if (!this.stream.write(chunk)) await new Promise<void>((resolve) => this.stream.once("drain", resolve));
  }

  async close(): Promise<void> {
    await this.flush();
    if (this.owned) await new Promise<void>((resolve, reject) => this.stream.end((e?: Error | null) => (e ? reject(e) : resolve())));
  }
}
