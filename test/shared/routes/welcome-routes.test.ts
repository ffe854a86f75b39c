import t from 'tap'
import { createRedirectTable } from '../../../shared/routes/redirect-table.ts'
import { resolvePath } from '../../../shared/routes/resolve-path.ts'
import { createRouteTable } from '../../../shared/routes/route-table.ts'
import { WELCOME_ROUTES, welcomeRouteFor } from '../../../shared/routes/welcome-routes.ts'

const PREFIXES = ['/id/start', '/start', '/welcome', '/welcome/start', '/new', '/login']

/** Every path either table names, the welcome paths and their near misses. */
function candidates(prefix: string): string[] {
  const routes = createRouteTable({ identityStartPrefix: prefix })
  const redirects = createRedirectTable({ identityStartPrefix: prefix })
  const nearMisses = WELCOME_ROUTES.flatMap(({ path }) => [
    `${path}/`,
    `${path}/x`,
    path.toLowerCase(),
    path.replace('_', '%5F'),
  ])
  return [
    ...WELCOME_ROUTES.map(({ path }) => path),
    ...nearMisses,
    '//',
    prefix,
    `${prefix}/card-check`,
    ...routes.map(({ path }) => path.replace(/:[A-Za-z]+/gu, 'x').replace(/\*$/u, 'x')),
    ...redirects.map(({ from }) => from.replace(/\*$/u, 'x')),
  ]
}

for (const prefix of PREFIXES) {
  t.test(
    `prefix ${prefix}: wherever the welcome routes answer, the full tables answer the same page`,
    async (t) => {
      const routes = createRouteTable({ identityStartPrefix: prefix })
      const redirects = createRedirectTable({ identityStartPrefix: prefix })
      let answered = 0
      for (const path of candidates(prefix)) {
        const entry = welcomeRouteFor(path, prefix)
        if (!entry) continue
        answered++
        t.same(resolvePath(routes, redirects, path), { kind: 'page', entry, params: {} }, path)
      }
      t.ok(answered > 0, 'some paths are told without the tables')
    },
  )
}

t.test('the welcome page is told without the tables at its three paths', async (t) => {
  for (const path of ['/', '/welcome', '/New_Nectar'])
    t.equal(welcomeRouteFor(path, '/id/start')?.screen, 'welcome', path)
})

t.test('a near miss waits for the tables', async (t) => {
  for (const path of ['/welcome/', '/new_nectar', '/New%5FNectar', '/welcome/x', '/homepage', '//'])
    t.equal(welcomeRouteFor(path, '/id/start'), undefined, path)
})

t.test('an identity-start prefix of /welcome makes /welcome a redirect: only the tables tell', async (t) => {
  t.equal(welcomeRouteFor('/welcome', '/welcome'), undefined)
  const options = { identityStartPrefix: '/welcome' }
  const resolution = resolvePath(createRouteTable(options), createRedirectTable(options), '/welcome')
  t.equal(resolution.kind, 'redirect')
  t.equal(welcomeRouteFor('/', '/welcome')?.screen, 'welcome', '/ still is the welcome page')
})

t.test('the route table holds the welcome routes', async (t) => {
  const routes = createRouteTable({ identityStartPrefix: '/id/start' })
  for (const entry of WELCOME_ROUTES) t.ok(routes.includes(entry), entry.path)
})
