import { createHash } from 'node:crypto'
import t, { type Test } from 'tap'
import { LOGIN_MESSAGES } from '../../../server/upstream/oidc/login-attempt.ts'
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

async function loginPage() {
  const browser = new Browser(stand)
  const response = await openLoginPage(browser, {
    code_challenge: pkcePair().challenge,
    code_challenge_method: 'S256',
  })
  return { browser, response, html: await response.text() }
}

const alertOf = (html: string) =>
  /<p class="error" id="login-error" role="alert">([^<]*)<\/p>/.exec(html)?.[1]
const codeOf = (response: Response) =>
  new URL(response.headers.get('location') ?? 'x:').searchParams.get('code')

t.test('the login page: labelled fields, the scheme name, no script and no inline style', async (t) => {
  const { browser, response, html } = await loginPage()
  t.equal(response.status, 200)
  t.equal(response.headers.get('content-type'), 'text/html; charset=utf-8')
  t.equal(response.headers.get('cache-control'), 'no-store')
  const csp = response.headers.get('content-security-policy') ?? ''
  t.match(
    csp,
    /^default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self' https:\/\/www\.loyalty\.test;/,
  )
  t.notMatch(csp, /script-src|unsafe-inline/)
  t.notMatch(html, /<script|<style|\sstyle=|\son[a-z]+=/i, 'works under a strict CSP')
  t.match(html, '<html lang="en">')
  t.match(html, '<title>Log in - Nectar</title>')
  t.match(html, '<p class="scheme">Nectar</p>')
  t.match(html, '<label for="identifier">Card number or email</label>')
  t.match(html, /<input id="identifier" name="identifier" type="text" autocomplete="username"/)
  t.match(html, '<label for="password">Password</label>')
  t.match(html, '<input id="password" name="password" type="password" autocomplete="current-password">')
  t.match(html, '<button type="submit">Log in</button>')
  t.equal(alertOf(html), undefined, 'no error before a submission')
  t.match(formAction(html), /^\/oidc\/interaction\/[\w-]+$/)
  t.ok(browser.cookies.has('_interaction'), 'the interaction is bound to this browser')

  const css = await fetch(`${stand.base}/oidc/assets/pages.css`)
  t.equal(css.status, 200)
  t.equal(css.headers.get('content-type'), 'text/css; charset=utf-8')
})

t.test('an empty password or identifier is named; nothing is checked', async (t) => {
  const { browser, html } = await loginPage()
  const noPassword = await submitLogin(browser, html, { identifier: DEMO.card, password: '' })
  t.equal(noPassword.status, 400)
  const page = await noPassword.text()
  t.equal(alertOf(page), 'Enter your password')
  t.match(
    page,
    '<input id="password" name="password" type="password" autocomplete="current-password" aria-invalid="true" aria-describedby="login-error" autofocus>',
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
    t.match(page, '<input id="identifier" name="identifier" type="text"')
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
