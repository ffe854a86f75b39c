/**
 * A partner's logo drawn from its name: initials on a colour derived from the key, so the same
 * brand always looks the same and no image files need shipping.
 */
import { escapeHtml } from '../lib/escape-html.ts'

const palette = [
  '#7f0442',
  '#005eb8',
  '#00703c',
  '#d4351c',
  '#4c2c92',
  '#b58840',
  '#28a197',
  '#f47738',
  '#1d70b8',
]

/** FNV-1a, enough to spread keys over the palette. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193)
  return value >>> 0
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, '').charAt(0))
    .filter(Boolean)
    .slice(0, 2)
    .join('')
    .toUpperCase()

export function renderLogoSvg({ key, name }: { key: string; name: string }): string {
  const colour = palette[hash(key) % palette.length]
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120" role="img" aria-label="${escapeHtml(name)}">
<title>${escapeHtml(name)}</title>
<rect width="120" height="120" rx="16" fill="${colour}"/>
<text x="60" y="60" dy=".35em" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${escapeHtml(initials(name))}</text>
</svg>
`
}
