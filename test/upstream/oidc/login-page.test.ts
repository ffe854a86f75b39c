import { createHash } from 'node:crypto'
import t, { type Test } from 'tap'
import { LOGIN_MESSAGES } from '../../../server/upstream/oidc/login-attempt.ts'
import { loginForm } from '../../../server/upstream/oidc/pages.ts'
import {
  Browser,
  codeGrant,
  DEMO,
  formAction,
  jwtPayload,
  openLoginPage,
  pkcePair,
  REDIRECT_URI,
  startStand,
  submitLogin,
} from './helper.ts'

let now = Date.now()
const stand = await startStand(t, { now: () => now })

async function loginPage(params: Record<string, string> = {}) {
  const browser = new Browser(stand)
  const response = await openLoginPage(browser, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
    ...params,
  })
  return { browser, response, html: await response.text() }
}

const alertOf = (html: string) =>
  /<p class="notice notice--error" id="login-error" role="alert">([^<]*)<\/p>/.exec(html)?.[1]
const identifierValue = (html: string) => /<input [^>]*id="identifier"[^>]*value="([^"]*)"/.exec(html)?.[1]
const ORIGIN = 'https://www.loyalty.test'
const codeOf = (response: Response) =>
  new URL(response.headers.get('location') ?? 'x:').searchParams.get('code')

t.test(
  'the login page: the product frame, labelled fields, only its own script and stylesheet',
  async (t) => {
    const { browser, response, html } = await loginPage()
    t.equal(response.status, 200)
    t.equal(response.headers.get('content-type'), 'text/html; charset=utf-8')
    t.equal(response.headers.get('cache-control'), 'no-store')
    const csp = response.headers.get('content-security-policy') ?? ''
    t.match(
      csp,
      /^default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' https:\/\/www\.loyalty\.test http:\/\/127\.0\.0\.1:\*;/,
    )
    t.match(csp, /; script-src 'self'$/, "the provider's own script files only")
    t.notMatch(csp, /unsafe-inline|unsafe-eval/)
    t.notMatch(html, /<script>|<style|\sstyle=|\son[a-z]+=/i, 'no inline script, style or handler')
    t.match(html, '<script src="/oidc/assets/password-toggle.js" defer></script>')
    t.match(html, '<link rel="stylesheet" href="/oidc/assets/pages.css">')
    t.match(html, '<html lang="en-GB">')
    t.match(html, '<title>Log in - Nectar</title>')
    t.match(html, '<a class="skip-link" href="#main">Skip to main content</a>')
    t.match(html, `<a class="site-header__brand" href="${ORIGIN}/" aria-label="Nectar home">Nectar</a>`)
    t.match(html, /<header class="site-header">[\s\S]*<main id="main"[\s\S]*<footer class="site-footer">/)
    t.match(html, `<a href="${ORIGIN}/privacy-and-legal">Privacy and legal</a>`)
    t.match(html, `Need help? Call us on <a href="tel:${stand.config.CARELINE_PHONE.replaceAll(' ', '')}">`)
    t.match(html, '<label class="field__label" for="identifier">Card number or email</label>')
    t.match(
      html,
      /<input class="field__input" id="identifier" name="identifier" type="text" autocomplete="username"/,
    )
    t.match(html, '<label class="field__label" for="password">Password</label>')
    t.match(
      html,
      '<input class="field__input password__input" id="password" name="password" type="password" autocomplete="current-password" spellcheck="false">',
    )
    t.match(
      html,
      '<button type="button" class="button button--secondary password__toggle" aria-controls="password" aria-label="Show password" data-password-toggle hidden>Show</button>',
      'Show/Hide, hidden until its script runs',
    )
    t.match(html, '<button type="submit" class="button button--primary">Log in securely</button>')
    t.match(html, `<a href="${ORIGIN}/id/start/forgotten-password">Forgotten your password?</a>`)
    t.match(html, `New to Nectar? <a href="${ORIGIN}/id/start/card-check">Register now</a>`)
    t.equal(alertOf(html), undefined, 'no error before a submission')
    t.equal(identifierValue(html), '', 'nothing filled in without a login hint')
    t.notMatch(html, 'autofocus', 'no focus moved on a fresh page')
    t.match(formAction(html), /^\/oidc\/interaction\/[\w-]+$/)
    t.ok(browser.cookies.has('_interaction'), 'the interaction is bound to this browser')

    const css = await fetch(`${stand.base}/oidc/assets/pages.css`)
    t.equal(css.status, 200)
    t.equal(css.headers.get('content-type'), 'text/css; charset=utf-8')
    const rules = await css.text()
    t.match(rules, '--color-brand:', "the client's design tokens")
    t.match(rules, '.site-header {', "the client's header and footer")
    t.match(rules, '.password__toggle[hidden]', "and the provider's own rules")
    t.match(html, '<link rel="icon" type="image/svg+xml" href="/oidc/assets/favicon.svg">')
    const icon = await fetch(`${stand.base}/oidc/assets/favicon.svg`)
    t.equal(icon.headers.get('content-type'), 'image/svg+xml', "the client's icon")
    const script = await fetch(`${stand.base}/oidc/assets/password-toggle.js`)
    t.equal(script.status, 200)
    t.equal(script.headers.get('content-type'), 'text/javascript; charset=utf-8')
    t.match(await script.text(), "toggle.textContent = shown ? 'Hide' : 'Show'")
  },
)

t.test('a login hint fills in the card number or e-mail; anything else is left out', async (t) => {
  const filled = async (hint: string) => {
    const { html } = await loginPage({ login_hint: hint })
    return { value: identifierValue(html), html }
  }
  const card = await filled('10000000001')
  t.equal(card.value, '10000000001', 'a card number')
  t.match(
    card.html,
    /id="password"[^>]*autocomplete="current-password" spellcheck="false" autofocus>/,
    'focus starts at the password',
  )
  t.equal((await filled('9826 3000 1000 0000 001')).value, '10000000001', 'the full number, normalised')
  t.equal((await filled(' Alex.Taylor@Example.com ')).value, 'alex.taylor@example.com', 'an e-mail')
  t.equal((await filled("o'neill@example.com")).value, 'o&#39;neill@example.com', 'escaped in the attribute')
  for (const hostile of [
    '"><script>alert(1)</script>',
    '" autofocus onfocus="alert(1)',
    'a"onfocus=alert(1)@example.com',
    '12345',
    `${'a'.repeat(250)}@example.com`,
  ]) {
    const { value, html } = await filled(hostile)
    t.equal(value, '', `not filled in: ${hostile.slice(0, 30)}`)
    t.notMatch(html, /alert\(1\)|<script>/, 'and nowhere on the page')
  }
})

t.test('the view escapes what it fills in, wherever it came from', async (t) => {
  const html = loginForm({
    action: '/oidc/interaction/x"y',
    links: { forgottenPassword: '/f?a=1&b=2', register: '/r' },
    schemeName: 'A&B',
    identifier: '"><script>alert(1)</script>',
  })
  t.match(html, 'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"')
  t.notMatch(html, '<script>')
  t.match(html, 'action="/oidc/interaction/x&quot;y"')
  t.match(html, '<a href="/f?a=1&amp;b=2">Forgotten your password?</a>')
  t.match(html, 'New to A&amp;B?')
})

t.test('an empty password or identifier is named; nothing is checked', async (t) => {
  const { browser, html } = await loginPage()
  const noPassword = await submitLogin(browser, html, { identifier: DEMO.card, password: '' })
  t.equal(noPassword.status, 400)
  const page = await noPassword.text()
  t.equal(alertOf(page), 'Enter your password')
  t.match(
    page,
    '<input class="field__input password__input" id="password" name="password" type="password" autocomplete="current-password" spellcheck="false" aria-invalid="true" aria-describedby="login-error" autofocus>',
  )
  t.match(page, `value="${DEMO.card}"`, 'the identifier is kept')

  const noIdentifier = await submitLogin(browser, html, { identifier: '  ', password: DEMO.password })
  t.equal(noIdentifier.status, 400)
  t.equal(alertOf(await noIdentifier.text()), LOGIN_MESSAGES.identifierMissing)
})

t.test('wrong credentials show one message for both fields and give no code', async (t) => {
  const { browser, html } = await loginPage()
  for (const credentials of [
    { identifier: DEMO.card, password: 'Points&Prizes43' },
    { identifier: '19999999999', password: DEMO.password },
    { identifier: 'nobody@example.com', password: DEMO.password },
    { identifier: '20000000001', password: DEMO.password }, // a plastic card with no online password
    { identifier: '30000000001', password: DEMO.password }, // an inactivated card
    { identifier: '1234', password: DEMO.password },
  ]) {
    const response = await submitLogin(browser, html, credentials)
    t.equal(response.status, 400, credentials.identifier)
    t.equal(response.headers.get('location'), null)
    const page = await response.text()
    t.equal(alertOf(page), LOGIN_MESSAGES.badCredentials)
    t.match(page, '<input class="field__input" id="identifier" name="identifier" type="text"')
    t.match(page, /id="password"[^>]*aria-invalid="true"/)
  }
  const right = await submitLogin(browser, html, { identifier: DEMO.card, password: DEMO.password })
  t.equal(right.status, 303, 'the same interaction still accepts the right password')
  t.ok(codeOf(right))
})

t.test('the card number with its prefix, and the email in any case, are accepted', async (t) => {
  for (const identifier of ['9826300010000000001', '9826 3000 1000 0000 001', ' ALEX.Taylor@Example.COM ']) {
    const { browser, html } = await loginPage()
    const response = await submitLogin(browser, html, { identifier, password: DEMO.password })
    t.equal(response.status, 303, identifier)
    t.ok(response.headers.get('location')?.startsWith(`${REDIRECT_URI}?code=`))
  }
})

t.test('a form posted without the interaction cookie is refused (CSRF)', async (t) => {
  const { html } = await loginPage()
  const stranger = new Browser(stand)
  const response = await submitLogin(stranger, html, { identifier: DEMO.card, password: DEMO.password })
  t.equal(response.status, 400)
  t.equal(response.headers.get('location'), null)
  t.match(await response.text(), `<p role="alert">${LOGIN_MESSAGES.expired}</p>`)
})

t.test('after five failures for one account, the form refuses even the right password', async (t) => {
  const { browser, html } = await loginPage()
  const sam = { identifier: '10000000002', password: DEMO.password }
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const response = await submitLogin(browser, html, { ...sam, password: `wrong-${attempt}` })
    t.equal(response.status, 400, `attempt ${attempt}`)
  }
  const blocked = await submitLogin(browser, html, {
    identifier: `98263000${sam.identifier}`,
    password: sam.password,
  })
  t.equal(blocked.status, 429)
  t.equal(alertOf(await blocked.text()), LOGIN_MESSAGES.throttled)
  const byEmail = await submitLogin(browser, html, {
    identifier: 'sam.patel@example.com',
    password: sam.password,
  })
  t.equal(byEmail.status, 429, 'the e-mail spelling shares the account budget')
  const other = await submitLogin(browser, html, { identifier: DEMO.email, password: DEMO.password })
  t.equal(other.status, 303, 'another account is not affected')
})

/** What a browser does with oidc-provider's self-submitting form, once the CSP allows its script. */
async function submitSelfPostingForm(t: Test, browser: Browser, response: Response) {
  const html = await response.text()
  const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
  const digest = createHash('sha256').update(script).digest('base64')
  t.match(response.headers.get('content-security-policy'), `script-src 'self' 'sha256-${digest}'`)
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? ''
  const inputs = Object.fromEntries(
    [...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
  )
  return browser.follow(await browser.post(action, inputs))
}

t.test('a one-time login token logs in without the form, once, even over another session', async (t) => {
  const { browser, html } = await loginPage()
  now += 15 * 60_000 // Sam's account was throttled by the test above, until its window ended.
  const sam = await submitLogin(browser, html, {
    identifier: 'sam.patel@example.com',
    password: DEMO.password,
  })
  t.equal(sam.status, 303, 'the browser already has a session, for Sam')
  const alex = await stand.upstream.db
    .selectFrom('collectors')
    .select('id')
    .where('card_number', '=', DEMO.card)
    .executeTakeFirstOrThrow()

  const { verifier, challenge } = pkcePair()
  const loginToken = await stand.upstream.oidc.issueLoginToken(alex.id)
  const params = { code_challenge: challenge, code_challenge_method: 'S256', login_token: loginToken }
  const switching = await openLoginPage(browser, params)
  t.equal(switching.status, 200, "the provider first ends Sam's session with a self-submitting form")
  const redirected = await submitSelfPostingForm(t, browser, switching)
  t.equal(redirected.status, 303)
  const code = codeOf(redirected) ?? ''
  const tokens = await codeGrant(stand, code, verifier)
  t.equal(jwtPayload(tokens.body.id_token).sub, alex.id, 'the token decides who is logged in')

  const again = await openLoginPage(new Browser(stand), { ...params, code_challenge: pkcePair().challenge })
  t.equal(again.status, 200, 'a used token shows the login page')
  t.equal(alertOf(await again.text()), LOGIN_MESSAGES.linkExpired)
})
