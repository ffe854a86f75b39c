/**
 * The document and the routes agree: the operations it lists are the routes the gateway serves,
 * less the routes that are no operation of the API (pages, files, forwarded provider paths, the
 * docs UI), each with the security its access enforces and a stable operationId. A route added
 * without a contract declaration, hidden from the document, or whose access changes fails here.
 */
import t from 'tap'
import type { InventoryEntry } from '../../../server/gateway/plugins/external/csrf.ts'
import { buildTestGateway } from '../../helpers/gateway.ts'
import { gatewayFor } from '../operations/helpers.ts'
import { fetchDocument, type OpenApiDocument, operationsOf } from './helpers.ts'

/** Routes that are not operations: a browser's pages and files, the provider's pages, the docs. */
const NOT_OPERATIONS = [
  /^GET \/(\*)?$/,
  /^GET \/logout(\/end-session)?$/,
  /^GET \/oauth_redirect$/,
  /^GET \/assets\//,
  /^GET \/gateway-pages\.css$/,
  /^(GET|POST) \/(content\/[a-z]+|documents-api|oidc)\/\*$/,
  /^GET \/dev\/mailbox(\.json)?$/,
  /^GET \/api\/docs(\/|$)/,
]

/**
 * What the gateway enforces for each access: a signed-in operation takes the session cookie or the
 * app's bearer token, a browser-only one the cookie alone; `/connect/token` checks a partner's Basic credentials.
 */
function expectedSecurity(entry: InventoryEntry) {
  if (entry.config.access === 'session')
    return entry.config.browserOnly ? [{ sessionCookie: [] }] : [{ sessionCookie: [] }, { bearerAuth: [] }]
  if (entry.url === '/connect/token') return [{ partnerBasic: [] }]
  return []
}

/** Every disagreement between the route inventory and the document. */
function mismatches(inventory: readonly InventoryEntry[], doc: OpenApiDocument): string[] {
  const operations = operationsOf(doc)
  const served = inventory.filter(
    (entry) =>
      entry.method !== 'HEAD' && !NOT_OPERATIONS.some((rule) => rule.test(`${entry.method} ${entry.url}`)),
  )
  const problems: string[] = []
  for (const entry of served) {
    const name = `${entry.method} ${entry.url}`
    const operation = operations.get(name)
    if (!operation) {
      problems.push(`${name} is served but not documented`)
      continue
    }
    if (JSON.stringify(operation.security) !== JSON.stringify(expectedSecurity(entry)))
      problems.push(`${name}: access ${entry.config.access}, security ${JSON.stringify(operation.security)}`)
  }
  const servedNames = new Set(served.map((entry) => `${entry.method} ${entry.url}`))
  for (const name of operations.keys())
    if (!servedNames.has(name)) problems.push(`${name} is documented but not served`)
  return problems
}

t.test('the document lists the routes served, with their access as security', async (t) => {
  const { app } = await gatewayFor(t)
  await app.ready()
  const { doc } = await fetchDocument(app)
  t.same(mismatches(app.routeInventory, doc), [])

  const operations = [...operationsOf(doc).entries()]
  t.ok(operations.length >= 130, `${operations.length} operations`)
  const ids = operations.map(([, operation]) => operation.operationId)
  t.same(
    operations.filter(
      ([, operation]) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z0-9]*$/.test(operation.operationId ?? ''),
    ),
    [],
    'every operation has its contract name as operationId',
  )
  t.equal(new Set(ids).size, ids.length, 'operationIds are unique')
  t.equal(operationsOf(doc).get('GET /api/offers')?.operationId, 'offers.list')
  t.equal(operationsOf(doc).get('POST /connect/token')?.operationId, 'connect.token')
  for (const [name, operation] of operations) {
    const statuses = Object.keys(operation.responses ?? {})
    if (!operation.summary || !operation.description || !operation.tags?.length)
      t.fail(`${name} is not described`)
    if (!statuses.some((status) => /^[23]/.test(status))) t.fail(`${name} has no success answer`)
    if (!statuses.includes('500')) t.fail(`${name} does not list 500`)
  }
})

t.test('a route the document does not describe, or whose access it misstates, is found', async (t) => {
  const app = await buildTestGateway(
    t,
    {},
    {
      register: (fastify) => {
        fastify.get('/api/test/undocumented', async () => ({ ok: true }))
      },
    },
  )
  const { doc } = await fetchDocument(app)
  t.same(mismatches(app.routeInventory, doc), ['GET /api/test/undocumented is served but not documented'])

  const balance = doc.paths['/api/card/balance']?.get
  t.ok(balance, 'the balance is documented')
  if (balance) balance.security = []
  t.same(mismatches(app.routeInventory, doc), [
    'GET /api/card/balance: access session, security []',
    'GET /api/test/undocumented is served but not documented',
  ])
})

t.test('the security schemes: the session cookie, partner Basic, the app bearer token', async (t) => {
  const { app, config } = await gatewayFor(t)
  const { doc } = await fetchDocument(app)
  t.match(doc.components.securitySchemes, {
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: config.secureCookies ? '__Host-session' : 'session',
    },
    partnerBasic: { type: 'http', scheme: 'basic' },
    bearerAuth: { type: 'http', scheme: 'bearer' },
  })
  t.same(doc.servers, [{ url: '/', description: 'The gateway that serves this document' }])
  t.ok(doc.info.license?.name, 'a license')
})
