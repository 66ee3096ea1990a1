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
