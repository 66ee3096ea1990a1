/**
 * Escaping for every HTML and XML text the toolkit writes (the reference site, the certification
 * page, the JUnit reports of conform, certify and diff): the five characters that could open or close
 * markup become entities (&#39; is valid in both HTML and XML), and control characters, which XML 1.0
 * forbids, are dropped.
 */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeMarkup(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this strips (XML 1.0 does not allow them)
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]!).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}

const CONTROL_NAMES: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t" };

/**
 * Text for a terminal or a plain-text report: control characters (C0, DEL, C1) and the Unicode
 * line separators and bidirectional overrides become visible escapes (`\r`, `\n`, `\u001b`), so a
 * value from a recording or a plan cannot move the cursor, erase a line, recolour the output, set
 * the window title or start a line of its own.
 */
export function escapeControls(text: string): string {
  return text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what this escapes
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g,
    (c) => CONTROL_NAMES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
