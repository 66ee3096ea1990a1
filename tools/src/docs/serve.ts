/**
 * A small static file server for the reference site (`make docs-serve`): GET and HEAD only, files
 * below one folder only (no path escapes it), regular files only (a FIFO or a device answers 404), a
 * folder answers with its index.html or a listing, and it listens on a loopback address only.
 */
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { assertLoopback } from "../net/loopback.ts";
import { html } from "./html.ts";
import { htmlPage } from "./layout.ts";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".yaml": "application/yaml; charset=utf-8",
  ".md": "text/markdown; charset=utf-8",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".txt": "text/plain; charset=utf-8",
};

/** The file a URL path names inside `root`, or undefined when it would leave `root`. */
export function fileFor(root: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.replace(/[?#].*$/, ""));
  } catch {
    return undefined;
  }
  if (decoded.includes("\0")) return undefined;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  const base = path.resolve(root);
  return full === base || full.startsWith(base + path.sep) ? full : undefined;
}

function listing(dir: string, urlPath: string): string {
  const names = readdirSync(dir).sort();
  const base = urlPath.endsWith("/") ? urlPath : `${urlPath}/`;
  return htmlPage({
    title: `Index of ${urlPath}`,
    links: [{ href: "/index.html", label: "Index" }],
    body: html`<h1>Index of <span class="mono">${urlPath}</span></h1><ul>${names.map((n) => {
      const slash = statSync(path.join(dir, n)).isDirectory() ? "/" : "";
      return html`<li><a href="${base + encodeURIComponent(n) + slash}">${n + slash}</a></li>`;
    })}</ul>`,
  });
}

/** A server for the files below `root` (not listening yet). */
export function createDocsServer(root: string): http.Server {
  return http.createServer((req, res) => {
    const send = (status: number, type: string, body: string): void => {
      res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : body);
    };
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("allow", "GET, HEAD");
      return send(405, "text/plain; charset=utf-8", "method not allowed\n");
    }
    const urlPath = (req.url ?? "/").replace(/[?#].*$/, "");
    let file = fileFor(root, urlPath);
    if (!file || !existsSync(file)) return send(404, "text/plain; charset=utf-8", "not found\n");
    if (statSync(file).isDirectory()) {
      if (!urlPath.endsWith("/")) {
        res.writeHead(301, { location: `${urlPath}/` });
        return res.end();
      }
      const index = path.join(file, "index.html");
      if (!existsSync(index)) return send(200, "text/html; charset=utf-8", listing(file, urlPath));
      file = index;
    }
    // Regular files only: opening a FIFO (or a device) would block a thread of the pool until a writer comes.
    const st = statSync(file);
    if (!st.isFile()) return send(404, "text/plain; charset=utf-8", "not found\n");
    const size = st.size;
    res.writeHead(200, {
      "content-type": TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream",
      "content-length": size,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    });
    if (req.method === "HEAD") return res.end();
    createReadStream(file).pipe(res);
  });
}

/** Start serving `root` on `host:port` (loopback only); resolves with the URL. */
export async function serveDocs(server: http.Server, host: string, port: number): Promise<string> {
  assertLoopback(host);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address();
  const actual = typeof address === "object" && address ? address.port : port;
  return `http://${host.includes(":") ? `[${host}]` : host}:${actual}/`;
}
