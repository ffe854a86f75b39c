/** Escapes text for HTML and XML content and attribute values. */
const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => entities[char] ?? char)
