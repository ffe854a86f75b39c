/**
 * The stylesheet of the gateway's own pages (sign-in unavailable, a provider page that failed):
 * the client's tokens, base, frame, components and page rules, read from the client's sources at
 * start, so these pages look like every other page without a second copy of the product's styles
 * and without reaching any other service (they are shown when one is down).
 */
import { readFileSync } from 'node:fs'

export const PAGE_STYLESHEET_PATH = '/gateway-pages.css'

/** In the order of the client's styles/index.css. */
const CLIENT_STYLES = ['tokens', 'base', 'layout', 'components', 'registration', 'pages']

export const pageStylesheet = CLIENT_STYLES.map((name) =>
  readFileSync(new URL(`../../../client/styles/${name}.css`, import.meta.url), 'utf8'),
).join('\n')
