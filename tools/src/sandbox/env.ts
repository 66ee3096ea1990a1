/**
 * The sandbox's options from the environment, so that `make mock` can be tuned without code:
 *
 * | Variable                          | Meaning                                                        | Default         |
 * |-----------------------------------|----------------------------------------------------------------|-----------------|
 * | SANDBOX_TOKEN_TTL_SECONDS         | affordability access-token lifetime (expires_in)               | 900             |
 * | SANDBOX_CLIENTS                   | accepted affordability clients, `id:secret,id:secret`          | any pair        |
 * | SANDBOX_ORDER_TOKEN_TTL_SECONDS   | optimizer order-token lifetime                                 | 900             |
 * | SANDBOX_SECRET_HEX                | optimizer merchant secret (hex) for x-verify                   | the test secret |
 * | SANDBOX_BASIC                     | accepted optimizer Basic credential, `user:password`           | any             |
 * | SANDBOX_MERCHANT                  | accepted merchant_id and access code, `id:code`                | any             |
 * | SANDBOX_CAP                       | most entries per in-memory store                               | 10000           |
 * | SANDBOX_REQUEST_TIMEOUT_MS        | a request must arrive completely within this time (else 408)   | 10000           |
 */
import type { AffordabilityOptions } from "./affordability.ts";
import type { OptimizerOptions } from "./optimizer.ts";

/** The part of the sandbox's start options that the environment can set (a subset of `StartSandboxOptions`). */
export interface SandboxEnvOptions {
  affordability?: AffordabilityOptions;
  optimizer?: OptimizerOptions;
  requestTimeoutMs?: number;
}

export const SANDBOX_ENV = [
  "SANDBOX_TOKEN_TTL_SECONDS",
  "SANDBOX_CLIENTS",
  "SANDBOX_ORDER_TOKEN_TTL_SECONDS",
  "SANDBOX_SECRET_HEX",
  "SANDBOX_BASIC",
  "SANDBOX_MERCHANT",
  "SANDBOX_CAP",
  "SANDBOX_REQUEST_TIMEOUT_MS",
] as const;

function positive(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name}="${raw}" is not a positive integer; unset it or give a whole number`);
  return n;
}

function pair(env: NodeJS.ProcessEnv, name: string): [string, string] | undefined {
  const raw = env[name];
  if (raw === undefined || raw === "") return undefined;
  const i = raw.indexOf(":");
  if (i <= 0) throw new Error(`${name} must look like left:right`);
  return [raw.slice(0, i), raw.slice(i + 1)];
}

/** Options for both sandboxes from the environment; throws a one-line message on a bad value. */
export function sandboxOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SandboxEnvOptions {
  const cap = positive(env, "SANDBOX_CAP");
  const tokenTtl = positive(env, "SANDBOX_TOKEN_TTL_SECONDS");
  const orderTtl = positive(env, "SANDBOX_ORDER_TOKEN_TTL_SECONDS");
  const timeout = positive(env, "SANDBOX_REQUEST_TIMEOUT_MS");
  let clients: Record<string, string> | undefined;
  if (env.SANDBOX_CLIENTS) {
    clients = {};
    for (const item of env.SANDBOX_CLIENTS.split(",")) {
      const text = item.trim();
      const i = text.indexOf(":");
      if (i <= 0) throw new Error("SANDBOX_CLIENTS must look like id:secret,id:secret");
      const [id, secret] = [text.slice(0, i), text.slice(i + 1)];
      clients[id] = secret;
    }
  }
  const basic = env.SANDBOX_BASIC || undefined;
  if (basic !== undefined && !basic.includes(":")) throw new Error("SANDBOX_BASIC must look like user:password");
  const m = pair(env, "SANDBOX_MERCHANT");
  if (m && !/^\d+$/.test(m[0])) throw new Error("SANDBOX_MERCHANT must look like <merchant_id digits>:<access code>");
  const secretHex = env.SANDBOX_SECRET_HEX || undefined;
  return {
    ...(timeout !== undefined ? { requestTimeoutMs: timeout } : {}),
    affordability: { ...(cap ? { cap } : {}), ...(tokenTtl ? { tokenTtlSeconds: tokenTtl } : {}), ...(clients ? { clients } : {}) },
    optimizer: {
      ...(cap ? { cap } : {}),
      ...(orderTtl ? { orderTokenTtlSeconds: orderTtl } : {}),
      ...(secretHex ? { secretHex } : {}),
      ...(basic ? { basic } : {}),
      ...(m ? { merchant: { id: Number(m[0]), accessCode: m[1] } } : {}),
    },
  };
}
