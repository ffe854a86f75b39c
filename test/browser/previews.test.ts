/**
 * Content editors' previews in Chromium: a link signed with the content system's key shows the offer
 * card, the hero card and the offer details as collectors would see them (buttons only say they are
 * off); /mobile-preview shows a pasted link at 390 px; an expired link, a link signed by another key
 * and an unsigned (`alg: none`) link each get a clear refusal and never show their contents; axe at
 * 390 and 1280 px; screenshots.
 */
import { generateKeyPairSync, type JsonWebKey } from 'node:crypto'
import { importJWK, SignJWT, UnsecuredJWT } from 'jose'
import type { Page } from 'playwright-core'
import t, { type Test } from 'tap'
import { offerCatalogue } from '../../server/upstream/seed/offer-catalogue.ts'
import { offerFixture } from '../gateway/upstream/offer-fixture.ts'
import { screenshots, seriousAxeFindingsAtBothWidths, watchPage } from './helpers/page-checks.ts'
import { openSuite } from './helpers/suite.ts'

const keyPair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  return { privateJwk: privateKey.export({ format: 'jwk' }), publicJwk: publicKey.export({ format: 'jwk' }) }
}
const contentSystem = keyPair()
const suite = await openSuite(t, { env: { PREVIEW_PUBLIC_JWK: JSON.stringify(contentSystem.publicJwk) } })

// A sandbox offer's id, so that its images are real; the editor's new words on top.
const seeded = offerCatalogue(new Date()).find((offer) => offer.source_type === 'PIANO')
const offer = {
  ...offerFixture(String(seeded?.id)),
  title: 'Editor draft: 200 bonus points on fresh bread',
  description: 'When you spend £5 or more on bread this week.',
  howTo: '<p>Load the offer, then <strong>scan your card</strong>.</p>',
}
const hero = {
  title: 'Editor draft: double points on fuel',
  body: 'Every litre this weekend earns twice the points.',
  imageUrl: `/content/offers/${String(seeded?.id)}/1360.svg`,
  ctaText: 'See fuel offers',
  ctaUrl: '/my-offers',
}

async function sign(
  claims: Record<string, unknown>,
  key: JsonWebKey = contentSystem.privateJwk,
  expires: string | number = '1h',
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256' })
    .setIssuedAt(typeof expires === 'number' ? expires - 3600 : undefined)
    .setExpirationTime(expires)
    .sign(await importJWK({ ...key, alg: 'ES256' }, 'ES256'))
}

if (suite) {
  const openPage = async (test: Test, width = 1280): Promise<Page> => {
    const page = await (await suite.newContext(test)).newPage()
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
    return page
  }

  t.test('an offer card preview shows the card; its buttons only say they are off', async (t) => {
    const page = await openPage(t, 390)
    const problems = await watchPage(page)
    await page.goto(`/offercard-preview/${await sign({ kind: 'offer-card', offer })}`)
    await page.getByRole('heading', { level: 1, name: 'Offer card preview' }).waitFor()
    await page.getByText('Preview: this is how it will look to collectors.').waitFor()
    const card = page.getByRole('article', { name: offer.title })
    t.ok(await card.getByText(offer.description).isVisible())
    await card.getByRole('button', { name: /^Load/ }).click()
    await page.getByText('This is a preview: its buttons do nothing.').waitFor()
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'axe: no serious or critical violations')
    await screenshots(page, 'preview-offer-card')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('a hero card and offer details preview; the how-to opens', async (t) => {
    const page = await openPage(t)
    const problems = await watchPage(page)
    await page.goto(`/herocard-preview/${await sign({ kind: 'hero-card', hero })}`)
    await page.getByRole('heading', { level: 2, name: hero.title }).waitFor()
    t.equal(await page.getByRole('link', { name: 'See fuel offers' }).getAttribute('href'), '/my-offers')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'hero: axe')
    await screenshots(page, 'preview-hero-card')

    await page.goto(`/offerdetails-preview/${await sign({ kind: 'offer-details', offer })}`)
    await page.getByRole('heading', { level: 1, name: offer.title }).waitFor()
    await page.getByRole('button', { name: 'How to get this offer' }).click()
    await page.getByRole('dialog').getByText('scan your card').waitFor()
    await page.keyboard.press('Escape')
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'details: axe')
    await screenshots(page, 'preview-offer-details')
    t.same(problems, { consoleErrors: [], cspViolations: [] })
  })

  t.test('expired, foreign-key and unsigned links are refused without their contents', async (t) => {
    const page = await openPage(t, 390)
    const secret = { kind: 'hero-card', hero: { ...hero, title: 'Never rendered when refused' } }
    const invalid = 'This link is not valid or has expired'
    const cases: Array<[string, string, string, RegExp]> = [
      [
        'expired',
        await sign(secret, contentSystem.privateJwk, Math.floor(Date.now() / 1000) - 60),
        'This link has expired',
        /has expired/,
      ],
      ['another key', await sign(secret, keyPair().privateJwk), invalid, /isn't valid/],
      [
        'alg none',
        new UnsecuredJWT(secret).setIssuedAt().setExpirationTime('1h').encode(),
        invalid,
        /isn't valid/,
      ],
    ]
    for (const [name, token, heading, message] of cases) {
      await page.goto(`/herocard-preview/${token}`)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.getByRole('main').locator('p').filter({ hasText: message }).first().waitFor()
      t.equal(await page.getByText('Never rendered when refused').count(), 0, `${name}: nothing of it shown`)
    }
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'refusal: axe')
    await screenshots(page, 'preview-refused')
  })

  t.test('/mobile-preview shows a pasted link at a phone width', async (t) => {
    const page = await openPage(t)
    await page.goto('/mobile-preview')
    await page.getByRole('heading', { level: 1, name: 'Mobile preview' }).waitFor()
    t.ok(await page.getByRole('button', { name: 'Show preview' }).isDisabled(), 'nothing to show yet')
    await page.getByRole('radio', { name: 'Hero card' }).check()
    const link = `https://www.example.co.uk/herocard-preview/${await sign({ kind: 'hero-card', hero })}`
    await page.getByLabel('Preview link').fill(link)
    await page.getByRole('button', { name: 'Show preview' }).click()
    const frame = page.getByRole('region', { name: 'Preview at 390 pixels wide' })
    await frame.getByRole('heading', { name: hero.title }).waitFor()
    const width = await frame.evaluate((element) => element.getBoundingClientRect().width)
    t.ok(width <= 390, `the frame is a phone's width (${width} px)`)
    t.same(await seriousAxeFindingsAtBothWidths(page), [], 'mobile preview: axe')
    await screenshots(page, 'preview-mobile')
  })
}
