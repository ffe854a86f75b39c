/**
 * An offer's how-to HTML (spec §3 `howTo`), made safe to put in the page: DOMPurify keeps text
 * formatting, lists and links, and drops scripts, event handlers, styles, forms, frames and
 * `javascript:` URLs. It comes from the scheme's content, but a page never trusts HTML it did not
 * write. Without a DOM to parse in (DOMPurify unsupported) nothing passes.
 * @see https://github.com/cure53/DOMPurify#can-i-configure-dompurify
 */
import DOMPurify from 'dompurify'

const CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'img', 'svg', 'math'],
  FORBID_ATTR: ['style', 'id', 'class'],
}

export function sanitizeHowTo(html: string): string {
  if (!DOMPurify.isSupported) return ''
  return DOMPurify.sanitize(html, CONFIG)
}
