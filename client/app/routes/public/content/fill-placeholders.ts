/**
 * Replaces `{scheme}`, `{careline}` and `{start}` (the registration journey's prefix) in a content
 * text or link; any other braces stay as written.
 */
export type Placeholders = { scheme: string; careline: string; start: string }

export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(/\{(scheme|careline|start)\}/g, (_match, name: keyof Placeholders) => values[name])
}
