/**
 * Cells of the fault matrix (test/gateway/resilience) on screen, through the real gateway and a
 * fault proxy in front of the reference upstream: what the collector reads when the FAQ document
 * comes back malformed or in another shape, when the offers list meets a 503, and when the registration's
 * phone step meets a connection reset (the journey stays on its step and goes on once it clears).
 */
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { FAQ_LOAD_FAILED } from '../../shared/contract/help.ts'
import { DEFAULT_ERROR } from '../../shared/validation/messages.ts'
import { type FaultProxy, startFaultProxy } from '../gateway/resilience/fault-proxy.ts'
import { alertTexts } from './helpers/registration.ts'
import { driveJourney, startNewCollectorJourney } from './helpers/registration-journey.ts'
import { ALEX, landedOn, logInAtProvider } from './helpers/sign-in.ts'
import { openSuite } from './helpers/suite.ts'

let proxy: FaultProxy | undefined
const suite = await openSuite(t, {
  inFront: async (upstreamOrigin) => {
    proxy = await startFaultProxy(upstreamOrigin, { lateMs: 1000 })
    t.teardown(() => proxy?.close())
    return proxy.port
  },
})

if (suite && proxy) {
  const faults = proxy
  const { origin, config } = suite.product
  const prefix = config.IDENTITY_START_PREFIX
  const newPage = async (test: Test): Promise<Page> => (await suite.newContext(test)).newPage()

  for (const fault of ['malformed-json', 'contract-mismatch'] as const) {
    t.test(`help: a FAQ document met by ${fault} shows the failure message, not a broken page`, async (t) => {
      const page = await newPage(t)
      faults.inject({ method: 'GET', path: '/documents-api/faqs.json', fault })
      t.teardown(faults.clear)
      // /help sent as HTML already holds the document once the gateway has rendered it (client/prerender/):
      // the app fetches it when the visitor moves to Help within it, as here from the welcome page.
      await page.goto('/welcome')
      await page.waitForLoadState('networkidle')
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Help' }).click()
      await page.getByText(FAQ_LOAD_FAILED).waitFor()
      faults.clear()
      await page.getByRole('button', { name: 'Try again' }).click()
      await page.getByRole('button', { name: 'Collecting points', exact: true }).waitFor()
      t.pass('the topics load once the document is whole again')
    })
  }

  t.test('offers: a 503 from the offers API shows the list’s failure and its retry', async (t) => {
    const page = await newPage(t)
    await page.goto('/my-offers')
    await logInAtProvider(page, ALEX.card)
    faults.inject({ method: 'GET', path: '/offers', fault: '503' })
    t.teardown(faults.clear)
    await landedOn(page, '/my-offers')
    await page.getByText("We couldn't load your offers.").waitFor({ timeout: 20000 })
    faults.clear()
    await page.getByRole('button', { name: 'Try again' }).click()
    await page.getByRole('article').first().waitFor()
    t.pass('the offers load once the upstream answers')
  })

  t.test('registration: a reset on the phone check keeps the journey on its step', async (t) => {
    const page = await newPage(t)
    t.teardown(faults.clear)
    await startNewCollectorJourney(page, prefix)
    let faulted = false
    const visited = await driveJourney(
      t,
      page,
      { prefix, origin },
      {
        email: 'reset.phone@example.com',
        onScreen: async (segment) => {
          if (segment === 'create-a-password') throw new Reached(segment)
          if (segment !== 'phone-number' || faulted) return
          faulted = true
          faults.inject({ method: 'POST', path: '/progressive/phone-check', fault: 'reset' })
          await page.getByLabel('Memorable word').fill('Babbage')
          await page.getByLabel('Mobile number').fill('07700900123')
          await page.getByRole('button', { name: 'Continue' }).click()
          await page.getByRole('alert').first().waitFor()
          t.same(await alertTexts(page), [DEFAULT_ERROR], "the specification's default message")
          t.equal(new URL(page.url()).pathname, `${prefix}/phone-number`, 'still on the phone step')
          faults.clear()
        },
      },
    ).catch((error: unknown) => (error instanceof Reached ? [] : Promise.reject(error)))
    t.same(visited, [], 'the journey went on to create-a-password')
    t.equal(new URL(page.url()).pathname, `${prefix}/create-a-password`, 'on the next step')
  })
}

/** Ends the journey's drive at the screen after the one under test. */
class Reached extends Error {}
