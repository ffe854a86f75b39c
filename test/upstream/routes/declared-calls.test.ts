/**
 * The reference upstream answers the calls `shared/contract/upstream/<family>.ts` declares, at the
 * declared method and URL, so that the gateway's clients and the upstream cannot drift apart.
 * The calls only the scheme's real services answer are listed here by name.
 */
import t from 'tap'
import type { Endpoint } from '../../../shared/contract/endpoint.ts'
import * as content from '../../../shared/contract/upstream/content.ts'
import * as hotels from '../../../shared/contract/upstream/hotels.ts'
import * as identity from '../../../shared/contract/upstream/identity.ts'
import * as management from '../../../shared/contract/upstream/management.ts'
import * as offers from '../../../shared/contract/upstream/offers.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const families = { identity, management, offers, content, hotels }

/** Declared for the gateway, answered by the real services only. */
const NOT_IN_REFERENCE = new Set(['content.brand'])

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'url' in value && 'response' in value

t.test('every declared call is a route of the reference upstream', async (t) => {
  const app = await buildTestUpstream(t, {}, { seed: false })
  let count = 0
  for (const [family, declarations] of Object.entries(families)) {
    for (const [name, declaration] of Object.entries(declarations)) {
      if (!isEndpoint(declaration)) continue
      count += 1
      const { method, url } = declaration
      const expected = !NOT_IN_REFERENCE.has(`${family}.${name}`)
      t.equal(app.hasRoute({ method, url }), expected, `${family}.${name}: ${method} ${url}`)
    }
  }
  t.ok(count > 30, `${count} declared calls`)
})
