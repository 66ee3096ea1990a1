/**
 * seq-token-expired: a bearer token from Generate Token is not used after `expires_in` seconds.
 * The token counts as issued when its response was complete (HAR startedDateTime + time); a later
 * request is late when it started after that instant plus expires_in. Entries without timestamps
 * are not judged.
 */
import type { SequenceRule, SequenceSink, HttpEvent } from "./types.ts";
import { BoundedMap, WINDOW } from "./types.ts";

interface Issued {
  index: number;
  expiresAt: number;
  expiresIn: number;
}

export const tokenExpired: SequenceRule = {
  id: "seq-token-expired",
  reads: { http: { "*": { headers: { authorization: true } }, generateToken: { response: { access_token: true, expires_in: true } } } },
  start() {
    const tokens = new BoundedMap<string, Issued>(WINDOW);
    return {
      observe(ev, sink: SequenceSink) {
        if (ev.kind !== "http") return;
        const ex = (ev as HttpEvent).exchange;
        const auth = ex.request.headers.authorization;
        if (auth && ex.started !== undefined) {
          const m = /^\s*Bearer\s+(\S+)/i.exec(auth);
          const issued = m ? tokens.get(m[1]!) : undefined;
          if (issued && ex.started > issued.expiresAt) {
            sink.add({
              rule: "seq-token-expired",
              where: "sequence",
              pointer: "/request/headers/authorization",
              expected: `used by ${new Date(issued.expiresAt).toISOString()} (expires_in ${issued.expiresIn} s, entry ${issued.index})`,
              actual: `used at ${new Date(ex.started).toISOString()}`,
              message: `the bearer token from entry ${issued.index} had expired ${Math.round((ex.started - issued.expiresAt) / 1000)} s before this request`,
            });
          }
        }
        if (ev.operationId === "generateToken" && ex.status >= 200 && ex.status < 300 && ex.finished !== undefined) {
          const body = ex.response?.body as Record<string, unknown> | undefined;
          const token = body?.access_token;
          const expiresIn = Number(body?.expires_in);
          if (typeof token === "string" && token && Number.isFinite(expiresIn) && expiresIn > 0) {
            tokens.set(token, { index: ev.index, expiresAt: ex.finished + expiresIn * 1000, expiresIn });
          }
        }
      },
      finish() {},
    };
  },
};
