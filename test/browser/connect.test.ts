/**
 * Partner connect in Chromium: a visitor arriving from the sandbox partner sees who asks for what,
 * logs in and comes back to the consent page, allows, and returns to the partner's registered address
 * with a code and the state unchanged; the partner's server exchanges the code for the card number;
 * 'Don't allow' returns access_denied; an unknown partner, an unregistered redirect and a missing
 * state get a page saying why; /nectar-connect explains connecting. axe at 390 and 1280 px; screenshots.
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { SANDBOX_CONNECT_PARTNER, SANDBOX_CONNECT_SECRET } from '../../config/connect-partners.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)
const CALLBACK = SANDBOX_CONNECT_PARTNER.redirectUris[0] as string
const link = (fields: Record<string, string>) => `/nectar-connect/index.htm?${new URLSearchParams(fields)}`
const request = { code: 'sandbox-partner', scope: 'card profile', state: 'st-42.partner' }

if (suite) {
  const { config, origin } = suite.product
  const openPage = async (test: Test, width = 1280): Promise<Page> => {
    const page = await (await suite.newContext(test)).newPage()
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
    // The partner's host resolves nowhere: answer its callback here, as the partner's page would.
    await page.route(`${CALLBACK}**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>Partner</title><h1>Back at the partner</h1>',
      }),
    )
    return page
  }

  t.test('log in from the consent page, allow, and the partner exchanges the code', async (t) => {
    const page = await openPage(t, 390)
    const problems = await watchPage(page)
    await page.goto(link(request))
    await page
      .getByRole('heading', { level: 1, name: 'Example Partner wants to connect to your account' })
      .waitFor()
    t.ok(await page.getByText('Your card number, so Example Partner can add points to your card').isVisible())
    t.ok(await page.getByText('https://partner.example.test').isVisible(), 'says where it returns')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'signed out: axe')
    await screenshots(page, 'connect-signed-out')
    await page.getByRole('link', { name: 'Log in to connect' }).click()
    await logInAtProvider(page, '10000000001')
    await page.getByRole('button', { name: 'Allow', exact: true }).waitFor({ timeout: 20000 })
    t.equal(new URL(page.url()).pathname, '/nectar-connect/index.htm', 'back on the consent page after login')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'signed in: axe')
    await screenshots(page, 'connect-consent')
    t.same(problems, { consoleErrors: [], cspViolations: [] })

    await page.getByRole('button', { name: 'Allow', exact: true }).click()
    await page.getByRole('heading', { name: 'Back at the partner' }).waitFor()
    const back = new URL(page.url())
    t.equal(`${back.origin}${back.pathname}`, CALLBACK)
    t.equal(back.searchParams.get('state'), request.state, 'the state unchanged')
    const code = back.searchParams.get('code') ?? ''
    t.ok(code.length > 40, 'a connection code')

    const exchange = await fetch(`${origin}/connect/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`sandbox-partner:${SANDBOX_CONNECT_SECRET}`).toString('base64')}`,
      },
      body: JSON.stringify({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK }),
    })
    t.equal(exchange.status, 200)
    const grant = (await exchange.json()) as Record<string, unknown>
    t.equal(grant.cardNumber, '10000000001')
    t.equal(grant.firstName, 'Alex')
  })

  t.test("'Don't allow' returns access_denied with the state", async (t) => {
    const page = await openPage(t)
    await page.goto(
      `${config.IDENTITY_START_PREFIX}/enter-card-number?next=${encodeURIComponent(link(request))}`,
    )
    await logInAtProvider(page, '10000000003')
    await page.getByRole('button', { name: "Don't allow" }).click()
    await page.getByRole('heading', { name: 'Back at the partner' }).waitFor()
    const back = new URL(page.url())
    t.equal(back.searchParams.get('error'), 'access_denied')
    t.equal(back.searchParams.get('state'), request.state)
    t.notOk(back.searchParams.has('code'))
  })

  t.test('refused requests say why; /nectar-connect explains', async (t) => {
    const page = await openPage(t, 390)
    const cases: Array<[Record<string, string>, RegExp]> = [
      [{ ...request, code: 'nobody' }, /don't recognise the partner/],
      [{ ...request, redirect_uri: 'https://evil.example/steal' }, /hasn't registered with us/],
      [{ code: 'sandbox-partner', scope: 'card' }, /it has no state/],
    ]
    for (const [fields, message] of cases) {
      await page.goto(link(fields))
      await page.getByRole('heading', { level: 1, name: "We can't connect your account" }).waitFor()
      t.ok(await page.getByRole('alert').getByText(message).isVisible(), message.source)
      t.equal(await page.getByRole('button', { name: 'Allow', exact: true }).count(), 0, 'nothing to allow')
    }
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'refused: axe')
    await screenshots(page, 'connect-refused')
    await page.goto('/nectar-connect?from=ebay')
    await page.getByRole('heading', { level: 1, name: 'Connect your card to partners' }).waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'landing: axe')
  })
}
