/**
 * The one binding of the built contract: each service's manifest and precompiled validators
 * (generated/<service>/manifest.json and validators.mjs), imported once per process. Every product
 * reaches the generated modules through this file (validate/ builds one validator per service over
 * it; contract/terminal.ts and contract/operations.ts read the manifests), so a process never holds
 * two validators or two manifests of one service.
 *
 * The generator (tools/src/build/) must not import this file: it writes what this file reads. The
 * architecture test keeps build/ away from it.
 */
import * as affordabilityModule from "../../../generated/affordability/validators.mjs";
import affordabilityManifest from "../../../generated/affordability/manifest.json" with { type: "json" };
import * as optimizerModule from "../../../generated/optimizer/validators.mjs";
import optimizerManifest from "../../../generated/optimizer/manifest.json" with { type: "json" };
import * as terminalModule from "../../../generated/terminal/validators.mjs";
import terminalManifest from "../../../generated/terminal/manifest.json" with { type: "json" };
import type { Manifest } from "./manifest.ts";
import type { ServiceId } from "./services.ts";

/** A service as built: its manifest and the exports of its precompiled validators module. */
export interface BuiltService {
  readonly manifest: Manifest;
  readonly module: Readonly<Record<string, unknown>>;
}

export const BUILT: Readonly<Record<ServiceId, BuiltService>> = {
  affordability: { manifest: affordabilityManifest as unknown as Manifest, module: affordabilityModule },
  optimizer: { manifest: optimizerManifest as unknown as Manifest, module: optimizerModule },
  terminal: { manifest: terminalManifest as unknown as Manifest, module: terminalModule },
};
