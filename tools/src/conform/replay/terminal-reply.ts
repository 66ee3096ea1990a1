/** A terminal target's reply line or body, and what a terminal transport offers the replayer. */
import { TransportError } from "./transport-error.ts";

/** Parse a terminal reply (bare message or {"response": message}). */
export function replyOf(text: string): unknown {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new TransportError(`the target answered text that is not JSON (${text.length} characters)`);
  }
  if (v !== null && typeof v === "object" && !Array.isArray(v) && "response" in v && !("Header" in v)) {
    const r = (v as { response: unknown }).response;
    if (typeof r === "string") {
      try {
        return JSON.parse(r);
      } catch {
        throw new TransportError("the target's response string is not JSON");
      }
    }
    return r;
  }
  return v;
}

export interface TerminalTransport {
  send(service: string, request: unknown): Promise<unknown>;
  close(): Promise<void>;
}
