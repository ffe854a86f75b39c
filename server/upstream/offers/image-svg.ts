/**
 * An offer's image drawn from its title and sponsor at the width asked for (16:9), in the scheme's
 * purple, so that every offer has an image at each width and no image files need shipping.
 */
import { escapeHtml } from '../lib/escape-html.ts'

/** Breaks the title into lines of about `perLine` characters, at most three. */
function lines(text: string, perLine: number): string[] {
  const out: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > perLine) {
      out.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  if (line) out.push(line)
  return out.slice(0, 3)
}

export function renderOfferImageSvg({
  title,
  sponsor,
  width,
}: {
  title: string
  sponsor: string
  width: number
}) {
  const height = Math.round((width * 9) / 16)
  const size = Math.max(14, Math.round(width / 18))
  const text = lines(title, Math.max(12, Math.floor(width / (size * 0.55))))
    .map(
      (line, i) =>
        `<tspan x="${Math.round(width / 16)}" dy="${i === 0 ? 0 : size * 1.2}">${escapeHtml(line)}</tspan>`,
    )
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escapeHtml(title)}">
<title>${escapeHtml(title)}</title>
<rect width="${width}" height="${height}" fill="#8e0a6c"/>
<text x="${Math.round(width / 16)}" y="${Math.round(height / 3)}" font-family="Arial, Helvetica, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${text}</text>
<text x="${Math.round(width / 16)}" y="${height - Math.round(height / 10)}" font-family="Arial, Helvetica, sans-serif" font-size="${Math.round(size * 0.7)}" fill="#f6d3ec">${escapeHtml(sponsor)}</text>
</svg>
`
}
