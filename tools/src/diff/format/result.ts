/** What every output format renders: the findings after acknowledgements, and the verdict. */
import type { Finding, Level } from "../model.ts";
import type { Acknowledgement, AcknowledgedFinding } from "../ignore.ts";
import type { SourceLocation } from "../locate.ts";
import type { VersionVerdict } from "../version.ts";

export interface DiffResult {
  /** How BASE and HEAD were named on the command line. */
  base: string;
  head: string;
  /** Open findings, most severe first. */
  findings: Finding[];
  acknowledged: AcknowledgedFinding[];
  /** Entries added since BASE (or with BASE a folder: all) that matched nothing. */
  unmatched: Acknowledgement[];
  /** Entries BASE's copy of the file already had that matched nothing: their break shipped in BASE. */
  shipped?: Acknowledgement[];
  /** The command that removes the entries that matched nothing. */
  pruneCommand?: string;
  /** The ignore file, when one was given. */
  ignoreFile?: string;
  failOn: Level;
  version?: VersionVerdict;
  /** Whether the command exits 1. */
  failed: boolean;
  /** Where a finding is in its document's text (githubactions, sarif, html); absent when not known. */
  locate?: (f: Finding) => SourceLocation | undefined;
}

export function counts(findings: readonly Finding[]): Record<Level, number> {
  const out: Record<Level, number> = { breaking: 0, warning: 0, info: 0 };
  for (const f of findings) out[f.level]++;
  return out;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}
