/**
 * Issue 14, item 1: distributed guessing at the provider's login form. 1,000 wrong passwords for
 * one collector from 300 addresses, in the card, full-card and e-mail spellings, posted to the
 * upstream directly (X-Forwarded-For from its trusted loopback hop) and through the gateway's
 * forward of /oidc/* (TRUST_PROXY=127.0.0.1), as the issue reproduced it. Every 400 is an answer
 * of the password check ("do not match our records"); a refusal before the check is a 429.
 * Re-run with `npx tap test/upstream/oidc/distributed-guessing.test.ts`: counts print as comments.
 */
import t from 'tap'
import { buildTestGateway } from '../../helpers/gateway.ts'
import {
  Browser,
  DEMO,
  formAction,
  openLoginPage,
  PUBLIC_ORIGIN,
  pkcePair,
  type Stand,
  startStand,
} from './helper.ts'

const GUESSES = 1000
const ADDRESSES = 300
const PARALLEL = 10
/** The account budget: failed checks per account before the lock, whatever the door. */
const ACCOUNT_BUDGET = 10

// 2,000 argon2id hashes (a refusal pays for a decoy one too): minutes on a busy shared machine.
t.setTimeout(300_000)

const stand = await startStand(t)
const gateway = await buildTestGateway(t, {
  PUBLIC_ORIGIN,
  IDENTITY_API_URL: stand.base,
  OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
  TRUST_PROXY: '127.0.0.1',
})
await gateway.listen({ port: 0, host: '127.0.0.1' })
const address = gateway.server.address()
const gatewayBase = typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : ''
// The trusted proxy names the public host, as a load balancer does (pages on another host are
// redirected to PUBLIC_ORIGIN).
const viaGateway: Stand = {
  ...stand,
  local: (url) => url.replace(PUBLIC_ORIGIN, gatewayBase),
  headers: { 'x-forwarded-host': new URL(PUBLIC_ORIGIN).host },
}

const paths = [
  {
    name: 'at the upstream',
    stand,
    spellings: ['10000000002', '9826300010000000002', 'sam.patel@example.com'],
  },
  {
    name: 'through the gateway',
    stand: viaGateway,
    spellings: ['10000000001', '9826300010000000001', DEMO.email],
  },
]

for (const path of paths) {
  t.test(
    `1,000 guesses from 300 addresses ${path.name}: at most the account budget are checked`,
    async (t) => {
      const browser = new Browser(path.stand)
      const page = await openLoginPage(browser, {
        code_challenge: pkcePair().challenge,
        code_challenge_method: 'S256',
      })
      const action = new URL(formAction(await page.text()), stand.config.OIDC_ISSUER).href
      const post = async (identifier: string, password: string, ip: string) => {
        const response = await browser.request(action, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
          body: new URLSearchParams({ identifier, password }).toString(),
        })
        await response.arrayBuffer()
        return response.status
      }
      const statuses: number[] = []
      const started = Date.now()
      for (let n = 0; n < GUESSES; n += PARALLEL) {
        const batch = Array.from({ length: Math.min(PARALLEL, GUESSES - n) }, (_, i) => {
          const guess = n + i
          const ip = `198.51.${Math.floor((guess % ADDRESSES) / 250)}.${(guess % ADDRESSES) % 250}`
          return post(path.spellings[guess % path.spellings.length] ?? '', `guess-${guess}`, ip)
        })
        statuses.push(...(await Promise.all(batch)))
      }
      const seconds = (Date.now() - started) / 1000
      const checked = statuses.filter((status) => status === 400).length
      const refused = statuses.filter((status) => status === 429).length
      t.comment(
        `${path.name}: ${checked} of ${GUESSES} reached the password check, ${refused} refused, ${seconds} s`,
      )
      t.equal(checked + refused, GUESSES, 'every guess is either checked or refused')
      t.ok(checked <= ACCOUNT_BUDGET, `at most ${ACCOUNT_BUDGET} checked (was ${checked})`)
      const right = await post(path.spellings[0] ?? '', DEMO.password, '192.0.2.200')
      t.equal(right, 429, 'the right password straight after, from a new address, is refused too')
    },
  )
}
