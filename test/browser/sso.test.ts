/**
 * Single sign-on on application load: a one-time login token in the page URL, handed over by a
 * partner that signed the collector in (obtained here from the upstream's password login, as the
 * product gets one), signs in without the provider's login page and lands on `next` or on the
 * same page without the token. A used or bogus token never signs in.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { LOGIN_MESSAGES } from '../../server/upstream/oidc/login-attempt.ts'
import { ALEX, issueLoginToken, landedOn, providerLoginPage, sessionOf } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { product } = suite
  const newPage = async (test: Test): Promise<Page> => (await suite.newContext(test)).newPage()
  const ssoUrl = (token: string, next: string) =>
    `/sso-redirection?${new URLSearchParams({ login_token: token, next })}`

  async function refused(t: Test, page: Page) {
    await providerLoginPage(page)
    await page.getByRole('alert').filter({ hasText: LOGIN_MESSAGES.linkExpired }).waitFor()
    t.equal((await sessionOf(page.request)).signedIn, false, 'not signed in')
  }

  t.test('/sso-redirection with a login token signs in and goes to next; the token works once', async (t) => {
    const token = await issueLoginToken(product, ALEX.card)
    const page = await newPage(t)
    await page.goto(ssoUrl(token, '/account'))
    await landedOn(page, '/account')
    t.match(await sessionOf(page.request), { signedIn: true, firstName: ALEX.firstName })

    // Already signed in: no login, straight on to next.
    await page.goto(ssoUrl(token, '/offers-saved'))
    await landedOn(page, '/offers-saved')

    const again = await newPage(t)
    await again.goto(ssoUrl(token, '/account'))
    await refused(t, again)
  })

  t.test('a token on any other page signs in and stays there, without the token', async (t) => {
    const token = await issueLoginToken(product, ALEX.card)
    const page = await newPage(t)
    await page.goto(`/help?login_token=${token}&from=partner`)
    await landedOn(page, '/help?from=partner')
    t.match(await sessionOf(page.request), { signedIn: true, firstName: ALEX.firstName })
  })

  t.test('a next off this site is not followed', async (t) => {
    const token = await issueLoginToken(product, ALEX.card)
    const page = await newPage(t)
    await page.goto(ssoUrl(token, '//evil.example/account'))
    await page.waitForURL((url) => !/^\/(?:sso-redirection|api\/|oidc\/|oauth_redirect)/.test(url.pathname), {
      timeout: 30000,
    })
    t.equal(new URL(page.url()).origin, product.origin, `stays on this site: ${page.url()}`)
    t.equal((await sessionOf(page.request)).signedIn, true, 'signed in')
  })

  t.test('a bogus token never signs in', async (t) => {
    const page = await newPage(t)
    await page.goto(ssoUrl('A'.repeat(43), '/account'))
    await refused(t, page)
  })

  t.test('without a token (or with a malformed one) /sso-redirection is the welcome page', async (t) => {
    const welcome = `Welcome to ${product.config.SCHEME_NAME}`
    for (const path of ['/sso-redirection', '/sso-redirection?login_token=short&next=%2Faccount']) {
      const page = await newPage(t)
      const appLoad = page.waitForResponse((response) => response.url().includes('/api/app-load'))
      await page.goto(path)
      t.same(await (await appLoad).json(), { action: 'sso' }, 'the handler ran')
      await page.getByRole('heading', { level: 1, name: welcome }).waitFor()
      t.equal(new URL(page.url()).pathname, '/sso-redirection', `${path} stays`)
      t.equal((await sessionOf(page.request)).signedIn, false, 'not signed in')
    }
  })
}
