/**
 * Start an HTTP server on a loopback address and get back what every local server of the toolkit
 * (the sandboxes, the terminal simulator's bridge) hands out: its URL, its port and a stop that
 * closes it with every open connection (idempotent; resolves once it no longer listens).
 */
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { assertLoopback } from "./loopback.ts";

export interface Listening {
  readonly url: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** `name` is said in the message of a port already in use ("the terminal simulator"). */
export async function listenOnLoopback(server: http.Server, host: string, port: number | undefined, name: string): Promise<Listening> {
  assertLoopback(host);
  await new Promise<void>((resolve, reject) => {
    server.once("error", (e: NodeJS.ErrnoException) =>
      reject(e.code === "EADDRINUSE" ? new Error(`${name} cannot listen on ${host}:${port}: the port is in use, choose another one`) : e),
    );
    server.listen(port ?? 0, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}`,
    port: bound,
    stop: () => {
      stopping ??= new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return stopping;
    },
  };
}
