/**
 * Headless Chromium for the site tests: Debian's package (/usr/bin/chromium, installed by .ci/run
 * when missing), driven by playwright-core. Never a downloaded browser.
 */
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * Whether the browser tests can run here. In CI (CI=true) a missing Chromium is an error, not a
 * skip: .ci/run installs it. Elsewhere the tests are skipped with the reason printed.
 */
export function chromiumAvailable(env: NodeJS.ProcessEnv = process.env, file = CHROMIUM): boolean {
  if (existsSync(file)) return true;
  const reason = `${file} is missing: install Debian's package (apt-get update && apt-get install -y chromium)`;
  if (env.CI === "true") throw new Error(`${reason}; .ci/run installs it when it runs as root`);
  process.stderr.write(`skipping the browser tests: ${reason}\n`);
  return false;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
}

/** Whether a request may leave the page: only files of the site and in-page data. */
export function isLocal(url: string): boolean {
  return /^(file|data|blob|about):/.test(url) || /^https?:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?\//.test(url);
}
