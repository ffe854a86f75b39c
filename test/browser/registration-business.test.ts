/**
 * A business registration through the real gateway and reference upstream: business details from
 * the business lookup, the business-offers step (100%) and success. No stubs.
 */
import t from 'tap'
import { PROGRESS } from '../../shared/constants/journey.ts'
import { watchPage } from './helpers/page-checks.ts'
import { driveJourney, startNewCollectorJourney } from './helpers/registration-journey.ts'
import { openSuite } from './helpers/suite.ts'

const suite = await openSuite(t)

if (suite) {
  const { origin, config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX

  t.test('business registration: business details, business offers, success', async (t) => {
    const page = await (await suite.newContext(t)).newPage()
    const problems = await watchPage(page)
    const sent: unknown[] = []
    page.on('request', (request) => {
      if (/business-(details|offers)$/.test(request.url())) sent.push(request.postDataJSON())
    })
    const intro = (
      (await (await fetch(`${origin}/documents-api/registration/businessOffersPage.json`)).json()) as {
        description: string
      }
    ).description
    await startNewCollectorJourney(page, prefix)
    const email = `grace.${Date.now()}@example.com`
    const visited = await driveJourney(
      t,
      page,
      { prefix, origin },
      {
        email,
        accountType: 'business',
        businessOffers: true,
        check: ['business-details', 'get-business-offers', 'success'],
        onScreen: async (segment, page) => {
          if (segment === 'get-business-offers') await page.getByText(intro, { exact: true }).waitFor()
          if (segment !== 'success')
            t.equal(
              Number(await page.getByRole('progressbar').getAttribute('aria-valuenow')),
              PROGRESS[segment as keyof typeof PROGRESS],
              `${segment} progress`,
            )
        },
      },
    )
    t.same(visited.slice(0, 4), [
      'enter-email-address',
      'check-email',
      'choose-an-account',
      'business-details',
    ])
    t.ok(visited.includes('get-business-offers'), 'the business-offers step is shown')
    t.equal(visited.at(-1), 'success')
    t.match(sent[0], { name: 'Lovelace Engines', employees: 'B' }, 'second employees option sent as B')
    t.same(sent[1], { businessOffersOptIn: true })
    await page.getByRole('heading', { name: 'Nicely done!' }).waitFor({ timeout: 30000 })
    const others = problems.consoleErrors.filter((text) => !text.includes('status of 404'))
    t.same({ ...problems, consoleErrors: others }, { consoleErrors: [], cspViolations: [] })
  })
}
