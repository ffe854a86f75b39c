/**
 * An eShop brand's page (isVldx) going to the brand's website through the external tracking URL,
 * in Chromium as the demo collector Alex; a brand without an eShop has no link out.
 */
import t from 'tap'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  t.test("an eShop brand's page goes to its website through the external tracking URL", async (t) => {
    const context = await suite.newContext(t)
    await context.addCookies([{ name: 'cookie-consent', value: 'groups%3D', url: suite.product.origin }])
    const page = await context.newPage()
    // A brand's page is public: sign in first, then open it.
    await page.goto('/homepage')
    await logInAtProvider(page, ALEX.card)
    await landedOn(page, '/homepage')
    await page.goto('/brands/simply-be')
    await page.route('https://simply-be.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Simply Be</title><h1>Simply Be</h1>' }),
    )
    const tracking = page.waitForResponse('**/api/brands/details/simply-be/tracking-url')
    await page.getByRole('button', { name: 'Go to Simply Be website' }).click()
    t.equal((await tracking).status(), 200)
    await page.waitForURL((url) => url.hostname === 'simply-be.example' && url.searchParams.has('click'))
    t.pass("on the partner's site, with the click id")
    await page.goto('/brands/argos')
    await page.getByRole('heading', { level: 1, name: 'Argos' }).waitFor()
    t.equal(
      await page.getByRole('button', { name: /^Go to .* website$/ }).count(),
      0,
      'not an eShop: no link out',
    )
  })
}
