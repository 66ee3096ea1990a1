/** Escaping for the XML and HTML reports: every character that could open markup, and control characters. */
const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeMarkup(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ENTITIES[c]!).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "");
}
