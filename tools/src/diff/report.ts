/**
 * Collects findings while the comparison walks. The walkers name a rule and give the values of
 * its placeholders; the rule registry supplies level, direction and words.
 */
import { LEVELS, type Finding, type Level, type Node, where } from "./model.ts";
import { renderMessage, rule, type RuleId } from "./rules.ts";

export class Reporter {
  readonly findings: Finding[] = [];
  /** How many changes were reported, enabled or not (lets a walker tell whether a subtree changed). */
  calls = 0;
  private readonly seen = new Set<string>();

  /** @param enabled when given, only these rules report (each rule's pair test enables one). */
  /** @param levels levels that replace a rule's own (`--level rule=warning`). */
  constructor(
    private readonly enabled?: ReadonlySet<string>,
    private readonly levels?: ReadonlyMap<string, Level>,
  ) {}

  /**
   * Record that `id` fired at `location`; `at` is the node in HEAD (or BASE when removed).
   * `id` is typed by the registry, so an unregistered id does not compile (and, past a cast,
   * throws: a programming error, never a user's).
   */
  add(id: RuleId, at: Node, location: string, params: Record<string, string> = {}): void {
    this.calls++;
    const r = rule(id);
    if (!r) throw new Error(`diff logic reported unregistered rule "${id}" (add it to tools/src/diff/rules.ts)`);
    if (this.enabled && !this.enabled.has(id)) return;
    const finding: Finding = {
      rule: r.id,
      level: this.levels?.get(r.id) ?? r.level,
      direction: r.direction,
      location,
      pointer: where(at),
      message: renderMessage(r.message, { location, ...params }),
    };
    const key = `${finding.rule}\u0000${finding.location}\u0000${finding.pointer}\u0000${finding.message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.findings.push(finding);
  }

  /** Whether a rule can report at all (lets walkers skip work). */
  wants(id: RuleId): boolean {
    return !this.enabled || this.enabled.has(id);
  }
}

/** Most severe first, then by location and rule: stable output for reviews and tests. */
export function sortFindings(findings: Finding[]): Finding[] {
  const order = (f: Finding) => LEVELS.indexOf(f.level);
  return [...findings].sort(
    (a, b) => order(a) - order(b) || cmp(a.location, b.location) || cmp(a.rule, b.rule) || cmp(a.pointer, b.pointer) || cmp(a.message, b.message),
  );
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
