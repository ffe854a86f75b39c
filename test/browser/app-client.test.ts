/**
 * The app example (examples/app-client) against the running product, as a partner's developer runs
 * it: Chromium stands in for the device's browser, opening the provider's sign-in page the script
 * gives it and logging in there; the provider sends it to the script's loopback redirect; the script
 * exchanges the code and reads and changes the collector's data through its generated client.
 */
import t from 'tap'
import { runAppClient } from '../../examples/app-client/app-client.ts'
import { ALEX, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  t.test('sign in as the app, read the balance and offers, save an offer and read it back', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const result = await runAppClient({
      gatewayUrl: suite.product.origin,
      openAuthorizationUrl: async (url) => {
        await page.goto(url)
        await logInAtProvider(page, ALEX.card)
        await page.getByRole('heading', { name: 'You are signed in: return to the app' }).waitFor()
      },
    })
    t.equal(new URL(page.url()).hostname, '127.0.0.1', 'the browser ended on the app’s loopback redirect')
    t.equal(result.points, 12_480, 'Alex Taylor’s balance')
    t.ok(result.offers >= 40, `${result.offers} offers`)
    t.same(
      result.saved,
      { ...result.saved, before: 'UNLOADED', after: 'LOADED' },
      'saved, and read back saved',
    )
  })
}
