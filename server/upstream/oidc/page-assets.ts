/**
 * The files the provider's pages load from its own origin (so `style-src 'self'` and
 * `script-src 'self'` admit them, with no inline code). The stylesheet is the client's own: its
 * tokens, base, header and footer, form components and notices, read from the client's sources,
 * then the provider's few rules (pages.css), so the sign-in page looks like every other page
 * without a second copy of the product's styles. The icon is the client's too.
 */
import { readFileSync } from 'node:fs'
import { OIDC_MOUNT_PATH } from './page-context.ts'

export const PASSWORD_TOGGLE_PATH = `${OIDC_MOUNT_PATH}/assets/password-toggle.js`

/** In the order of the client's styles/index.css. */
const CLIENT_STYLES = ['tokens', 'base', 'layout', 'components', 'registration']

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

export const stylesheet = [
  ...CLIENT_STYLES.map((name) => read(`../../../client/styles/${name}.css`)),
  read('./pages.css'),
].join('\n')

export const passwordToggle = read('./password-toggle.js')

/** The client's own icon, so the tab looks the same (and the browser asks for no missing one). */
export const favicon = read('../../../client/public/favicon.svg')
