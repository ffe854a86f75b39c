/**
 * Every upstream call on a collector's behalf takes its access token from `request.accessToken()`,
 * which refreshes it when stale (issue 14: app load read the stored token and stopped working
 * 300 s after sign-in). The stored token set is read in the few places listed here, each for a
 * reason that is not an upstream call, and its access token only by the accessor itself.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '../../..')
const gateway = join(root, 'server/gateway')

/** Files that may read the session's token set, and why. */
const READERS: Record<string, string> = {
  'server/gateway/plugins/app/session/session-auth.ts': 'the refreshing accessor and isSignedIn',
  'server/gateway/plugins/app/identity/logout.ts': 'revokes the refresh token at the provider',
}

/** Where `tokens.access` is not the session's: the login's own, just-issued token set. */
const FRESH_LOGIN = ['server/gateway/plugins/app/identity/complete-login.ts']

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return entry.name.endsWith('.ts') ? [path] : []
  })
}

const files = sources(gateway).map((path) => ({
  name: relative(root, path),
  text: readFileSync(path, 'utf8'),
}))

t.test('the session token set is read only where listed', async (t) => {
  t.ok(files.length > 50, `scanned ${files.length} gateway files`)
  const readers = files
    .filter(({ text }) => /\.get\(\s*['"`]tokens['"`]\s*\)/.test(text))
    .map(({ name }) => name)
    .sort()
  t.strictSame(readers, Object.keys(READERS).sort())
})

t.test('no access token is read off a token set outside the accessor', async (t) => {
  const direct = /\btokens\)?\??\.access\b|\.get\(\s*['"`]tokens['"`]\s*\)\??\.access\b/
  const readers = files
    .filter(({ name, text }) => direct.test(text) && !FRESH_LOGIN.includes(name))
    .map(({ name }) => name)
  t.strictSame(readers, ['server/gateway/plugins/app/session/session-auth.ts'])
  const routes = files.filter(({ name }) => name.startsWith('server/gateway/routes/'))
  t.ok(routes.length > 20, `${routes.length} route files`)
  t.strictSame(
    routes.filter(({ text }) => /\.access\b/.test(text) && /tokens/.test(text)).map(({ name }) => name),
    [],
    'no route file touches a token set',
  )
})
