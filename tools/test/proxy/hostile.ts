/**
 * A hostile upstream of the tests' own (issue 42): a raw TCP server whose answer is chosen by the
 * request's path, so that it can say what an HTTP library would refuse to (status 000, 101 to a plain
 * request, an answer dripped byte by byte, compression bombs). It records every request head it gets,
 * and a canary counts every connection, so a test can say that nothing was contacted.
 *
 *   /bomb?kind=gzip|deflate|br|zstd|gzip-gzip&mib=N   an answer that inflates to N MiB of zeros
 *   /switch                                        101 Switching Protocols, then silence
 *   /drip?every=MS                                  200 headers, then one body byte every MS ms, for ever
 *   /status?line=TEXT                               TEXT as the status line (hex-encoded)
 *   /hang                                           reads the request, never answers
 *   anything else                                   200 JSON {"seen": "<request line>"}
 */
import net from "node:net";
import { brotliCompressSync, constants, deflateSync, gzipSync, zstdCompressSync } from "node:zlib";

export interface Hostile {
  url: string;
  port: number;
  /** Request heads received (request line and headers). */
  heads: string[];
  /** Connections accepted. */
  connections: number;
  stop(): Promise<void>;
}

const MIB = 1024 * 1024;
const zeros = Buffer.alloc(MIB);
/** One gzip member of 1 MiB of zeros (about 1 KiB): members concatenated inflate to their sum. */
const gzipMember = gzipSync(zeros, { level: 9 });

/** A body of `kind` that inflates to `mib` MiB of zeros, and its Content-Encoding. */
export function bomb(kind: string, mib: number): { body: Buffer; encoding: string } {
  if (kind === "gzip") return { body: Buffer.concat(Array.from({ length: mib }, () => gzipMember)), encoding: "gzip" };
  if (kind === "gzip-gzip") return { body: gzipSync(bomb("gzip", mib).body), encoding: "gzip, gzip" };
  const plain = Buffer.alloc(mib * MIB);
  if (kind === "deflate") return { body: deflateSync(plain, { level: 1 }), encoding: "deflate" };
  if (kind === "br") return { body: brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }), encoding: "br" };
  if (kind === "zstd") return { body: zstdCompressSync(plain), encoding: "zstd" };
  throw new Error(`no bomb of kind ${kind}`);
}

export async function hostileUpstream(): Promise<Hostile> {
  const heads: string[] = [];
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  const state = { connections: 0 };
  const server = net.createServer((socket) => {
    state.connections++;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => {});
    let buffered = "";
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      const end = buffered.indexOf("\r\n\r\n");
      if (end === -1) return;
      const head = buffered.slice(0, end);
      buffered = buffered.slice(end + 4);
      heads.push(head);
      answer(socket, head, timers);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    heads,
    get connections() {
      return state.connections;
    },
    stop: async () => {
      for (const t of timers) clearInterval(t);
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

function answer(socket: net.Socket, head: string, timers: Set<NodeJS.Timeout>): void {
  const target = head.split(" ")[1] ?? "/";
  const url = new URL(target, "http://x");
  const send = (status: string, headers: Record<string, string>, body: Buffer | string = ""): void => {
    const b = Buffer.isBuffer(body) ? body : Buffer.from(body);
    const lines = Object.entries({ ...headers, "content-length": String(b.length) }).map(([k, v]) => `${k}: ${v}`);
    socket.write(`HTTP/1.1 ${status}\r\n${lines.join("\r\n")}\r\n\r\n`);
    socket.write(b);
  };
  switch (url.pathname) {
    case "/bomb": {
      const b = bomb(url.searchParams.get("kind") ?? "gzip", Number(url.searchParams.get("mib") ?? "64"));
      send("200 OK", { "content-type": "application/json", "content-encoding": b.encoding }, b.body);
      return;
    }
    case "/switch":
      socket.write("HTTP/1.1 101 Switching Protocols\r\nupgrade: websocket\r\nconnection: upgrade\r\n\r\n");
      return;
    case "/drip": {
      socket.write("HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1000000\r\n\r\n");
      const t = setInterval(() => socket.write(" "), Number(url.searchParams.get("every") ?? "200"));
      timers.add(t);
      socket.on("close", () => clearInterval(t));
      return;
    }
    case "/status":
      socket.write(`${Buffer.from(url.searchParams.get("line") ?? "", "hex").toString("latin1")}\r\ncontent-length: 2\r\n\r\n{}`);
      return;
    case "/hang":
      return;
    default:
      send("200 OK", { "content-type": "application/json" }, JSON.stringify({ seen: head.split("\r\n", 1)[0] }));
  }
}
