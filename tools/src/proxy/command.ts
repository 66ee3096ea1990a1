/**
 * `contracts proxy --upstream [SERVICE=]URL... [--port [SERVICE=]N]... [--record FILE] [--errors]
 *  [--secret HEX | --secret-file FILE] [--timeout MS] [--ca FILE]`
 *
 * Starts the validating proxy in front of a real server (tools/src/proxy/index.ts), prints one
 * ready line per service on stdout (`proxy optimizer http://127.0.0.1:PORT -> UPSTREAM`), then each
 * finding as one line on stdout as it happens, and runs until SIGINT/SIGTERM/SIGHUP. On stop it
 * prints the summary line. Exit codes: 0 stopped and every exchange conformed, 1 a finding was
 * printed, 64 usage, 69 the recording is written by another process.
 */
import { HTTP_SERVICES, type HttpServiceId } from "../contract/index.ts";
import { readSmallFile } from "../small-file.ts";
import { parseArgs, single } from "../cli-args.ts";
import { judgingOptions } from "../conform/index.ts";
import { EXIT, InputError, UsageError } from "../errors.ts";
import { maskPansInText } from "../mask.ts";
import { RecordingError, RecordingLockedError } from "../recording/recording-error.ts";
import { DEFAULT_UPSTREAM_TIMEOUT_MS, startProxy } from "./index.ts";

export const USAGE = `usage: contracts proxy --upstream [SERVICE=]URL... [--port [SERVICE=]N]... [--record FILE] [--errors]
                       [--secret HEX | --secret-file FILE] [--timeout MS] [--ca FILE]
  --upstream    the real server (http or https) of a service: SERVICE=URL, repeatable (services: ${HTTP_SERVICES.join(", ")});
                a bare URL is the one service's when only one is given with --port SERVICE=N, else optimizer's
  --port        the loopback port to listen on (0, the default: a free port; the ready line names it)
  --record      append every forwarded exchange, redacted, to this HAR file (conform and certify read it)
  --errors      answer a request that breaks the contract here (400 problem+json); it never reaches the upstream
  --secret      merchant secret (hex) to verify x-verify; prefer --secret-file FILE or CONTRACTS_SECRET (ps shows flags)
  --timeout     milliseconds an exchange with the upstream may take, first byte to last, before the client gets 504 (default ${DEFAULT_UPSTREAM_TIMEOUT_MS})
  --ca          PEM file of a private certificate authority for an https upstream (the system's store is trusted too)
Prints one line per service when it listens, then one line per finding; Ctrl-C stops it (exit 1 if a finding was printed).`;

const SERVICE_SET = new Set<string>(HTTP_SERVICES);

/** `[SERVICE=]VALUE` values of a repeatable option, by service; a bare value goes to `fallback`. */
function byService(option: string, values: string[], fallback: HttpServiceId): Map<HttpServiceId, string> {
  const out = new Map<HttpServiceId, string>();
  for (const v of values) {
    const m = /^([a-z]+)=(.+)$/.exec(v);
    const service = m && SERVICE_SET.has(m[1]!) ? (m[1] as HttpServiceId) : fallback;
    const value = m && SERVICE_SET.has(m[1]!) ? m[2]! : v;
    if (out.has(service)) throw new UsageError(`${option} is given twice for ${service}; write ${option} SERVICE=VALUE once per service\n${USAGE}`);
    out.set(service, value);
  }
  return out;
}

/** An upstream URL as shown on the ready line: no user or password. */
const shown = (url: URL): string => `${url.protocol}//${url.host}${url.pathname.replace(/\/$/, "")}${url.search}`;

export async function run(args: string[]): Promise<number> {
  const p = parseArgs(args, { values: ["upstream", "port", "record", "secret", "secret-file", "timeout", "ca"], flags: ["errors", "help"] }, USAGE);
  if (p.flags.has("help")) {
    process.stdout.write(`${USAGE}\n`);
    return EXIT.ok;
  }
  if (p.positional.length > 0) throw new UsageError(`unexpected argument ${JSON.stringify(p.positional[0])}\n${USAGE}`);
  const upstreamValues = p.values.get("upstream") ?? [];
  if (upstreamValues.length === 0) throw new UsageError(`--upstream is required (the real server to forward to)\n${USAGE}`);
  const portValues = p.values.get("port") ?? [];
  // A bare --upstream URL: the service a --port names, else optimizer (the service with the signed payloads).
  const named = portValues.map((v) => /^([a-z]+)=/.exec(v)?.[1]).find((s) => s !== undefined && SERVICE_SET.has(s)) as HttpServiceId | undefined;
  const upstreams = byService("--upstream", upstreamValues, named ?? "optimizer");
  const onlyService = upstreams.size === 1 ? [...upstreams.keys()][0]! : "optimizer";
  const portTexts = byService("--port", portValues, onlyService);
  const ports: Partial<Record<HttpServiceId, number>> = {};
  for (const [service, text] of portTexts) {
    const n = Number(text);
    if (!/^\d+$/.test(text) || n > 65535) throw new UsageError(`--port ${text}: a port number 0-65535 (0: a free port)`);
    if (!upstreams.has(service)) throw new UsageError(`--port ${service}=${text}: no --upstream ${service}=URL is given`);
    ports[service] = n;
  }
  for (const [service, url] of upstreams) {
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      throw new UsageError(`--upstream ${service}=${JSON.stringify(url)}: not a URL (write http://HOST:PORT/PATH or https://...)`);
    }
    if (u.protocol !== "http:" && u.protocol !== "https:") throw new UsageError(`--upstream ${service}: the URL must be http or https, not ${u.protocol}`);
    if (u.username || u.password) throw new UsageError(`--upstream ${service}: put no credentials in the URL; the client sends its own`);
  }
  const timeoutText = single(p, "timeout", USAGE);
  const timeoutMs = timeoutText === undefined ? DEFAULT_UPSTREAM_TIMEOUT_MS : Number(timeoutText);
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) throw new UsageError("--timeout must be a positive number of milliseconds");
  const caFile = single(p, "ca", USAGE);
  let ca: string | undefined;
  if (caFile !== undefined) {
    const read = readSmallFile(caFile, 1024 * 1024);
    if (!read.bytes) throw new InputError(`--ca ${caFile}: cannot read it as a file of at most 1 MiB (${read.problem.kind}); give the PEM file of the CA`);
    ca = read.bytes.toString("utf8");
    if (!ca.includes("-----BEGIN CERTIFICATE-----")) throw new InputError(`--ca ${caFile}: no PEM certificate in it (-----BEGIN CERTIFICATE-----)`);
  }
  const { signer } = judgingOptions(p, USAGE);
  const record = single(p, "record", USAGE);
  const say = (line: string): void => void process.stdout.write(`${maskPansInText(line)}\n`);

  let proxy;
  try {
    proxy = await startProxy({
      upstreams: Object.fromEntries(upstreams),
      ports,
      record,
      errors: p.flags.has("errors"),
      signer,
      timeoutMs,
      ca,
      log: say,
    });
  } catch (e) {
    if (e instanceof RecordingLockedError) {
      process.stderr.write(`contracts: ${maskPansInText(e.message)}\n`);
      return EXIT.locked;
    }
    if (e instanceof RecordingError) throw new UsageError(e.message);
    throw new InputError(`proxy: ${(e as Error).message.split("\n", 1)[0]}`);
  }
  for (const s of proxy.services) say(`proxy ${s.service} ${s.url} -> ${shown(new URL(s.upstream))}`);
  process.stdout.write(`The proxy listens on loopback only. Press Ctrl-C to stop (pid ${process.pid}).\n`);
  await new Promise<void>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
      process.once(signal, () => resolve());
    }
  });
  const summary = await proxy.stop();
  const warnings = summary.warnings ? `, ${summary.warnings} warning(s)` : "";
  say(
    `proxy stopped: ${summary.exchanges} exchange(s): ${summary.passed} passed, ${summary.failed} failed${warnings}${record ? `; recorded in ${record}` : ""}`,
  );
  return summary.failed > 0 ? EXIT.findings : EXIT.ok;
}
