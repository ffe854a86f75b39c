/**
 * Logout in Chromium against the real product: the header greets the signed-in collector by first
 * name; logout in each combination of the hotels-logout and redirect-to-identity switches (forced
 * through the URL) lands where the Logout route says, through the provider's end-session when
 * identity logout is on; the cookie captured before logout is refused afterwards; no token in any
 * response, cookie or web storage the page got (OIDC-5); a cancelled identity login shows
 * /login-failed.
 */
import type { Page, Response } from 'playwright-core'
import t, { type Test } from 'tap'
import { SWITCHES } from '../../config/switches.ts'
import { FORCE_SWITCHES_PARAM } from '../../shared/switches.ts'
import { watchPage } from './helpers/page-checks.ts'
import { checkScreen } from './helpers/registration.ts'
import { ALEX, landedOn, logInAtProvider, sessionOf } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const TOKEN = /eyJ[\w-]+\.[\w-]+\./

// Both switches off in every environment, so that each case forces on exactly what it needs.
const definitions = {
  ...SWITCHES,
  isHotelsLogoutEnabled: { values: [false, false, false], forceable: false },
  isRedirectToIdentityAfterLogoutEnabled: { values: [false, false, false], forceable: false },
} as const

const suite = await openSuite(t, { gateway: { featureSwitches: { definitions } } })

/** Where a response carried a token; the end-session hop's Location is the one allowed place. */
function watchTokens(page: Page) {
  const found: string[] = []
  const hops: string[] = []
  page.on('response', async (response: Response) => {
    const url = new URL(response.url())
    // A response still arriving when its page closes can no longer be read: nothing to look at.
    const headers = await response.allHeaders().catch(() => undefined)
    if (!headers) return
    if (url.pathname === '/logout/end-session' && response.status() === 303) {
      hops.push(headers.location ?? '')
      delete headers.location
    }
    if (TOKEN.test(JSON.stringify(headers))) found.push(`headers of ${url.pathname}`)
    if (response.status() >= 300 && response.status() < 400) return
    const body = await response.text().catch(() => '')
    if (TOKEN.test(body)) found.push(`body of ${url.pathname}`)
  })
  return { found, hops }
}

async function tokensInBrowser(page: Page) {
  const held = await page.evaluate(() => [
    document.cookie,
    JSON.stringify({ ...localStorage }),
    JSON.stringify({ ...sessionStorage }),
  ])
  const cookies = await page.context().cookies()
  return [...held, ...cookies.map((cookie) => cookie.value)].filter((value) =>
    /eyJ[\w-]+\.[\w-]+\./.test(value),
  )
}

/**
 * Console errors and CSP violations; the provider's pages name no icon, so Chromium asks for
 * /favicon.ico there and logs its 404, which is left out.
 */
async function watchErrors(page: Page) {
  const { cspViolations } = await watchPage(page)
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.location().url.endsWith('/favicon.ico')) return
    errors.push(`${message.location().url}: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
  return () => [...errors, ...cspViolations]
}

if (suite) {
  const prefix = suite.product.config.IDENTITY_START_PREFIX
  const cardEntry = (next: string) => `${prefix}/enter-card-number?next=${encodeURIComponent(next)}`

  /** Signed in as Alex by identity login, with `forced` switches remembered by this browser. */
  async function signedInPage(t: Test, forced: string[]) {
    const context = await suite!.newContext(t)
    const page = await context.newPage()
    const problems = await watchErrors(page)
    const tokens = watchTokens(page)
    await page.goto(`/welcome?${FORCE_SWITCHES_PARAM}=${forced.join(',')}`)
    // A signed-in page that reads nothing of its own: one that does (the account hub) would meet the
    // logout's 401 with a redirect to login while a test still looks at the page.
    await page.goto(`${prefix}/login?next=%2Faccessibility`)
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/accessibility')
    return { context, page, problems, tokens }
  }

  t.test('the header greets the signed-in collector and offers Log out', async (t) => {
    const { page, problems } = await signedInPage(t, [])
    const header = page.getByRole('banner')
    await header.getByText(`Hi ${ALEX.firstName}`).waitFor()
    t.ok(await header.getByRole('link', { name: 'Log out' }).isVisible(), 'Log out in the header')
    t.equal(await header.getByRole('link', { name: 'Log in' }).count(), 0, 'no Log in once signed in')
    await checkScreen(t, page, 'header-signed-in')

    // Hold the logout answer for a moment to see the loader the logout screen shows meanwhile.
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/session/logout', async (route) => {
      await held
      await route.continue()
    })
    await header.getByRole('link', { name: 'Log out' }).click()
    const loader = page.getByRole('status').filter({ hasText: 'Logging you out' })
    await loader.waitFor()
    t.equal(await loader.getAttribute('aria-busy'), 'true')
    t.notOk(await header.getByText(`Hi ${ALEX.firstName}`).isVisible(), 'the name is gone while logging out')
    await checkScreen(t, page, 'logout-loading')
    release()
    await page.waitForURL('**/welcome')
    await header.getByRole('link', { name: 'Log in' }).waitFor()
    t.equal(await header.getByText(`Hi ${ALEX.firstName}`).count(), 0, 'signed out in the header')
    t.same(problems(), [], 'no console errors or CSP violations')
  })

  for (const hotels of [false, true]) {
    for (const identity of [false, true]) {
      for (const next of [undefined, '/account']) {
        const forced = [
          ...(hotels ? ['isHotelsLogoutEnabled'] : []),
          ...(identity ? ['isRedirectToIdentityAfterLogoutEnabled'] : []),
        ]
        const name = `logout with hotels ${hotels ? 'on' : 'off'}, identity redirect ${identity ? 'on' : 'off'}, ${
          next ? `next ${next}` : 'no next'
        }`
        t.test(name, async (t) => {
          const { context, page, problems, tokens } = await signedInPage(t, forced)
          const captured = await context.cookies()
          const navigations: string[] = []
          page.on('request', (request) => {
            if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
              const url = new URL(request.url())
              navigations.push(`${url.pathname}${url.search}`)
            }
          })

          const started = performance.now()
          if (next) await page.goto(`/logout?next=${encodeURIComponent(next)}`)
          else await page.getByRole('banner').getByRole('link', { name: 'Log out' }).click()

          if (next) {
            // Card-number entry with next; the skip-collector-id switch takes it on to identity login,
            // which asks for the password again (no session left at the provider's cookie either).
            await page.waitForURL(
              (url) => url.pathname.startsWith('/oidc/interaction') || url.pathname === '/account',
              { timeout: 30000, waitUntil: 'commit' },
            )
            t.ok(navigations.includes(cardEntry(next)), 'through card-number entry with next')
            t.match(new URL(page.url()).pathname, /^\/oidc\/interaction\//, 'at the provider login page')
            await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor()
          } else {
            await page.waitForURL('**/welcome', { timeout: 30000 })
            await page.getByRole('heading', { level: 1, name: /^Welcome to/ }).waitFor()
            await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor()
          }
          t.comment(`${name}: logout → landing page ${Math.round(performance.now() - started)} ms`)
          const endSessions = navigations.filter((path) => path.startsWith('/oidc/session/end?'))
          t.equal(endSessions.length, identity ? 1 : 0, 'through the provider end-session only when on')
          t.equal(tokens.hops.length, identity ? 1 : 0, 'one end-session hop when identity logout is on')
          for (const hop of tokens.hops) t.match(hop, /\/oidc\/session\/end\?.*id_token_hint=/)
          if (identity && next)
            t.ok(navigations.includes(`/logout?state=${encodeURIComponent(next)}`), 'back via /logout')

          t.same(tokens.found, [], 'no token in any response body or header')
          t.same(await tokensInBrowser(page), [], 'no token in cookies or web storage')

          const replay = await suite!.newContext(t)
          await replay.addCookies(captured)
          t.equal(
            (await sessionOf(replay.request)).signedIn,
            false,
            '/api/session: the replayed cookie is refused',
          )
          const deepLink = await replay.request.get('/account', { maxRedirects: 0 })
          t.equal(deepLink.status(), 302, 'a login page with the replayed cookie goes to login')
          t.match(deepLink.headers().location, `${prefix}/enter-card-number`)
          t.same(problems(), [], 'no console errors or CSP violations')
        })
      }
    }
  }

  /**
   * Issue 14: script on the page logs out the way the client does, then tries to read the
   * end-session hop, whose redirect names the provider's end-session URL with the ID token.
   */
  const stealers = {
    'fetch() follows the hop': async (location: string) => {
      const hop = await fetch(location)
      return [hop.url, await hop.text()]
    },
    'a same-origin iframe loads the hop': async (location: string) => {
      const frame = document.createElement('iframe')
      frame.src = location
      document.body.append(frame)
      const seen: string[] = []
      for (let i = 0; i < 100; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        try {
          seen.push(
            frame.contentWindow?.location.href ?? '',
            frame.contentDocument?.documentElement.outerHTML ?? '',
          )
        } catch {}
      }
      return seen
    },
    'a popup opens the hop': async (location: string) => {
      const popup = window.open(location)
      const seen: string[] = []
      for (let i = 0; i < 300; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 10))
        try {
          seen.push(popup?.location.href ?? '', popup?.document.documentElement.outerHTML ?? '')
        } catch {}
      }
      return seen
    },
  } as const

  for (const [how, steal] of Object.entries(stealers)) {
    t.test(`issue 14: page script cannot read the ID token from the end-session hop: ${how}`, async (t) => {
      const { page, context } = await signedInPage(t, ['isRedirectToIdentityAfterLogoutEnabled'])
      const location = await page.evaluate(async () => {
        // The request the client's API module sends (client/lib/api-client.ts).
        const answer = await fetch('/api/session/logout', {
          method: 'POST',
          credentials: 'same-origin',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'X-Requested-With': 'fetch',
          },
          body: '{}',
        })
        return ((await answer.json()) as { location: string }).location
      })
      t.match(location, /^\/logout\/end-session\?ticket=/, 'the logout answer names the hop')
      const seen = await page.evaluate(steal, location)
      t.ok(seen.length > 0, 'the script looked')
      t.same(
        seen.filter((text) => /id_token_hint|eyJ[\w-]+\.[\w-]+\./.test(text)),
        [],
        'no token in what it read',
      )
      const popups = context.pages().filter((other) => other !== page)
      for (const popup of popups) {
        await popup.waitForURL('**/welcome', { timeout: 30000 })
        t.comment(`the popup ended at ${new URL(popup.url()).pathname}`)
        await popup.close()
      }

      // fetch() and a frame leave the ticket for the real top-level logout, which still ends at the
      // provider. A popup is a top-level navigation itself (cut off from its opener): it spent it.
      const navigations: string[] = []
      page.on('request', (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame())
          navigations.push(request.url())
      })
      await page.goto(location)
      await page.waitForURL('**/welcome', { timeout: 30000 })
      // Issue 21 item 1: the provider's auto-submitted end-session page must not be the referrer
      // the welcome page's script can read, with the ID token in its address.
      const referrer = await page.evaluate(() => document.referrer)
      t.notMatch(
        referrer,
        /id_token_hint|eyJ[\w-]+\.[\w-]+\./,
        'document.referrer on the welcome page holds no token',
      )
      const atProvider = navigations.some((url) => new URL(url).pathname === '/oidc/session/end')
      t.equal(atProvider, how !== 'a popup opens the hop', 'through the provider end-session')
      t.equal((await sessionOf(context.request)).signedIn, false, 'signed out')
    })
  }

  t.test('a cancelled identity login shows /login-failed with a way to try again', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchErrors(page)
    await page.goto('/oauth_redirect?error=access_denied&state=x')
    await page.waitForURL('**/login-failed')
    await page.getByRole('heading', { level: 1, name: 'We could not log you in' }).waitFor()
    t.match(await page.title(), /^We could not log you in\b/, 'the route title')
    await checkScreen(t, page, 'login-failed')
    await page.getByRole('link', { name: 'Try again' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/oidc') || url.pathname.startsWith(prefix), {
      timeout: 20000,
    })
    t.same(problems(), [], 'no console errors or CSP violations')
  })
}
