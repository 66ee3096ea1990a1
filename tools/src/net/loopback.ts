/** Local servers listen on loopback only: they carry test credentials and must not be reachable from the network. */
import { isIP } from "node:net";

/** Whether `host` is a loopback address (127.0.0.0/8, ::1) or `localhost`. */
export function isLoopback(host: string): boolean {
  if (host === "localhost") return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  if (isIP(host) === 6) return host === "::1" || host === "0:0:0:0:0:0:0:1";
  return false;
}

/** Throws, naming the way out, when `host` is not loopback. */
export function assertLoopback(host: string): void {
  if (!isLoopback(host)) {
    throw new Error(`refusing to listen on "${host}": the mocks listen on loopback only (127.0.0.1 or ::1)`);
  }
}
