/**
 * No schema text ever reaches a person (issue 20, item 4). Every page reached from an e-mail or a
 * partner, opened with its token missing, cut short, mistyped and well formed but unknown, shows the
 * invalid-link page (its heading, its next step, the Careline) and no line of a schema validator;
 * nor does any /api refusal the page met. The linked partners' conversion over the limit says so in
 * words, on the page and in the gateway's answer. Screenshots at 390 and 1280 px.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { POINTS_OUT_OF_RANGE } from '../../shared/validation/linked-partner-rules.ts'
import { isSchemaText } from '../../shared/validation/schema-text.ts'
import { screenshots } from './helpers/page-checks.ts'
import { landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

/** What a schema validator writes ("body/token must match pattern …"), as the issue quotes it. */
const SCHEMA_TEXT = /must (match|be|have)|body\/|querystring\/|params\//
const INVALID = 'This link is not valid or has expired'
const EXPIRED = 'This link has expired'
const WELL_FORMED_UNKNOWN = 'z'.repeat(43)

type LinkPage = {
  name: string
  /** The page's URL for a token ('' when missing). */
  url: (token: string | undefined) => string
  /** The next step's link. */
  next: string
  /** Whether the token is in the path (a missing one is then another page: checked for schema text only). */
  inPath?: boolean
  /** What to press before the page spends the token, if it waits for a press. */
  press?: string
  /** The heading an unknown well-formed token gets, when not INVALID. */
  unknown?: RegExp
}

const query = (path: string) => (token: string | undefined) =>
  token === undefined ? path : `${path}?token=${encodeURIComponent(token)}`
const segment = (path: string) => (token: string | undefined) => `${path}/${encodeURIComponent(token ?? '')}`

const PAGES: LinkPage[] = [
  { name: 'unsubscribe', url: query('/emails/unsubscribe'), next: 'Manage all your email preferences' },
  { name: 'confirm-email-address', url: query('/confirm-email-address'), next: 'Go to your account' },
  {
    name: 'confirm-update-email',
    url: query('/confirm-update-email'),
    next: 'Go to your account',
    press: 'Confirm new email address',
  },
  {
    name: 'confirm-reset-password',
    url: query('/confirm-reset-password'),
    next: 'Send me a new link',
    // The reset does not tell an unknown link from an expired one.
    unknown: new RegExp(`^(${INVALID}|${EXPIRED})$`),
  },
  {
    name: 'two-factor-authentication',
    url: segment('/two-factor-authentication'),
    next: 'Ask for a new code',
    inPath: true,
  },
  { name: 'temp-card', url: segment('/temp-card/your-card'), next: 'Get a temporary card', inPath: true },
  {
    name: 'offercard-preview',
    url: segment('/offercard-preview'),
    next: 'Go to the home page',
    inPath: true,
  },
  { name: 'herocard-preview', url: segment('/herocard-preview'), next: 'Go to the home page', inPath: true },
  {
    name: 'offerdetails-preview',
    url: segment('/offerdetails-preview'),
    next: 'Go to the home page',
    inPath: true,
  },
]

/** Missing, short, mistyped; then one of the page's own shape that nobody issued. */
const BROKEN: Array<[string, string | undefined]> = [
  ['missing', undefined],
  ['short', 'abc'],
  // Base64 where the links use base64url: what a mail program's rewriting or a retyped link gives.
  ['mistyped', `${'a'.repeat(41)}+=`],
]
const unknownTokenOf = (page: LinkPage) =>
  page.name.endsWith('-preview') ? 'eyJhbGciOiJFUzI1NiJ9.eyJ4IjoxfQ.c2lnbmF0dXJl' : WELL_FORMED_UNKNOWN

const SCREENSHOTS = new Set(['unsubscribe', 'confirm-reset-password', 'temp-card', 'offercard-preview'])

// Eleven pages, each opened four times, on a product started for this file.
t.setTimeout(360_000)
const suite = await openSuite(t)

if (suite) {
  const { product } = suite
  const careline = product.config.CARELINE_PHONE

  /** A page that records the body of every /api refusal it meets. */
  async function openPage(test: Test): Promise<{ page: Page; refusals: string[] }> {
    const page = await (await suite?.newContext(test))?.newPage()
    if (!page) throw new Error('no page')
    const refusals: string[] = []
    page.on('response', async (response) => {
      if (response.status() >= 400 && new URL(response.url()).pathname.startsWith('/api/'))
        refusals.push(await response.text().catch(() => ''))
    })
    await page.setViewportSize({ width: 390, height: 844 })
    return { page, refusals }
  }

  const noSchemaText = async (test: Test, page: Page, refusals: string[], what: string) => {
    const text = await page.locator('body').innerText()
    test.notMatch(text, SCHEMA_TEXT, `${what}: no schema text on the page`)
    for (const body of refusals) test.notOk(isSchemaText(body), `${what}: no schema text in ${body}`)
  }

  const invalidLinkPage = async (test: Test, page: Page, heading: string | RegExp, next: string) => {
    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: heading }).waitFor()
    test.ok(await main.getByRole('link', { name: next }).isVisible(), `the next step: ${next}`)
    test.ok(await main.getByRole('link', { name: careline }).isVisible(), 'the Careline')
  }

  for (const linkPage of PAGES)
    t.test(`${linkPage.name}: a broken or unknown link has its own page, in words`, async (t) => {
      const { page, refusals } = await openPage(t)
      for (const [kind, token] of BROKEN) {
        await page.goto(linkPage.url(token))
        if (kind === 'missing' && linkPage.inPath) {
          await page.getByRole('heading', { level: 1 }).first().waitFor()
        } else {
          await invalidLinkPage(t, page, INVALID, linkPage.next)
        }
        await noSchemaText(t, page, refusals, `${linkPage.name}, ${kind}`)
        if (kind === 'short' && SCREENSHOTS.has(linkPage.name))
          await screenshots(page, `link-errors-${linkPage.name}`)
      }
      t.same(refusals, [], 'a token not of its shape is never sent')

      await page.goto(linkPage.url(unknownTokenOf(linkPage)))
      if (linkPage.press) await page.getByRole('button', { name: linkPage.press }).click()
      await invalidLinkPage(t, page, linkPage.unknown ?? INVALID, linkPage.next)
      await noSchemaText(t, page, refusals, `${linkPage.name}, unknown`)
      t.ok(refusals.length > 0, 'the unknown token was asked about')
    })

  t.test('confirm-sign-up: a broken link never reaches the gateway and says what to do', async (t) => {
    const { page, refusals } = await openPage(t)
    for (const [kind, token] of BROKEN) {
      await page.goto(query('/confirm-sign-up')(token))
      await invalidLinkPage(t, page, INVALID, 'Start registering again')
      await noSchemaText(t, page, refusals, `confirm-sign-up, ${kind}`)
    }
  })

  t.test('partner connect: a mistyped request link has the invalid-link page', async (t) => {
    const { page, refusals } = await openPage(t)
    for (const code of [undefined, '', 'ABC!', 'x'.repeat(41)]) {
      await page.goto(
        `/nectar-connect/index.htm${code === undefined ? '' : `?code=${encodeURIComponent(code)}`}`,
      )
      await invalidLinkPage(t, page, INVALID, 'How connecting works')
      await noSchemaText(t, page, refusals, `connect, code ${code}`)
    }
    await screenshots(page, 'link-errors-connect')
    await page.goto('/nectar-connect/index.htm?code=sandbox-partner&scope=Card!&state=x')
    await page.getByRole('heading', { level: 1, name: INVALID }).waitFor()
    await noSchemaText(t, page, refusals, 'connect, a scope the schema refuses')
    t.ok(refusals.length > 0, 'the gateway was asked')
  })

  t.test('linked partners: a conversion over the limit is refused in words', async (t) => {
    const { page, refusals } = await openPage(t)
    await page.goto('/account/linked-partners')
    await logInAtProvider(page, '10000000003')
    await landedOn(page, '/account/linked-partners')
    await page.getByRole('heading', { level: 1, name: 'Linked accounts' }).waitFor()
    await page.getByLabel('Number of points to convert').fill('8000000')
    await page.getByRole('button', { name: 'Convert points' }).click()
    await page.getByRole('alert').filter({ hasText: POINTS_OUT_OF_RANGE }).waitFor()
    await noSchemaText(t, page, refusals, 'the form')
    await screenshots(page, 'link-errors-conversion-limit')

    // The gateway's own answer, as a partner's script or an old page would meet it.
    const answer = await page.evaluate(async () => {
      const list = await (await fetch('/api/linked-partners')).json()
      const linkId = list.partners.find((partner: { account: { id: string } | null }) => partner.account)
        ?.account?.id
      const res = await fetch(`/api/linked-partners/${linkId}/conversions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch' },
        body: JSON.stringify({ direction: 'NTP', points: 8_000_000 }),
      })
      return { status: res.status, body: await res.json() }
    })
    t.same(answer, {
      status: 400,
      body: { code: 'VALIDATION', message: POINTS_OUT_OF_RANGE, fields: { points: POINTS_OUT_OF_RANGE } },
    })
  })
}
