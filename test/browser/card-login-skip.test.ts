/**
 * With the skip-collector-id switch on (its value in every environment), card-number entry goes
 * straight to identity login, carrying `next`: the provider's login page, then signed in.
 */
import t from 'tap'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const prefix = suite.product.config.IDENTITY_START_PREFIX
  t.test('enter-card-number goes to identity login and back to next', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    await page.goto(`${prefix}/login?next=%2Faccount`)
    await page.waitForURL('**/oidc/**', { timeout: 20000 })
    await page.getByLabel(/card number or email/i).fill('10000000001')
    await page.getByLabel('Password', { exact: true }).fill('Points&Prizes42')
    await page.getByRole('button', { name: /log in/i }).click()
    await page.waitForURL('**/account', { timeout: 30000 })
    const session = (await (await page.request.get('/api/session')).json()) as { signedIn: boolean }
    t.equal(session.signedIn, true)
  })
}
