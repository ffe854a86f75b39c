/**
 * The maintenance page: the built client's index.html without its scripts, its root filled with
 * the wording of routes specification §1, so it keeps the app's stylesheet and needs no script.
 * Without a built client, a plain page with the same wording.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAINTENANCE_LINES, MAINTENANCE_TITLE } from '../../../../../shared/constants/maintenance.ts'

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The same markup as the client's maintenance screen (client/features/switches). */
const maintenanceMarkup = () =>
  [
    '<main id="main" class="site-main maintenance" tabindex="-1"><div class="site-main__inner"><div class="page">',
    `<h1>${escapeHtml(MAINTENANCE_TITLE)}</h1>`,
    ...MAINTENANCE_LINES.map((line) => `<p>${escapeHtml(line)}</p>`),
    '</div></div></main>',
  ].join('')

const PLAIN_PAGE = (title: string, body: string) => `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title></head>
<body>${body}</body>
</html>
`

export function renderMaintenancePage(clientDir: string): string {
  const title = escapeHtml(MAINTENANCE_TITLE)
  const shell = join(clientDir, 'index.html')
  if (!existsSync(shell)) return PLAIN_PAGE(title, maintenanceMarkup())
  const html = readFileSync(shell, 'utf8')
    .replaceAll(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '')
    .replaceAll(/<link rel="modulepreload"[^>]*>\s*/g, '')
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
    .replace('<div id="root"></div>', `<div id="root">${maintenanceMarkup()}</div>`)
  return html.includes(maintenanceMarkup()) ? html : PLAIN_PAGE(title, maintenanceMarkup())
}
