/**
 * Which content a static screen shows: every legal slug has its page, any other slug (including
 * names an object would inherit) has none, partner exits take the route's title, and placeholders fill.
 */
import t from 'tap'
import { contentFor } from '../../../../../client/app/routes/public/content/content-for.ts'
import { fillPlaceholders } from '../../../../../client/app/routes/public/content/fill-placeholders.ts'
import { legalPageFor } from '../../../../../client/app/routes/public/content/legal-pages.ts'
import { PUBLIC_ROUTES } from '../../../../../shared/routes/public-routes.ts'

const LEGAL_SLUGS = [
  'terms-of-use',
  'collector-rules',
  'cookie-policy',
  'privacy-policy',
  'accessibility',
  'participating-companies',
  'eshops-terms-and-conditions',
]

t.test('every legal page of the specification has content with a title', async (t) => {
  for (const slug of LEGAL_SLUGS) t.ok(legalPageFor(slug)?.title, slug)
  t.equal(legalPageFor('privacy-policy')?.title, 'Privacy policy')
})

t.test('an unknown legal page has no content (the not-found page shows)', async (t) => {
  for (const slug of [undefined, '', 'nope', 'constructor', '__proto__', 'toString', 'Terms-Of-Use']) {
    t.equal(legalPageFor(slug), undefined, String(slug))
    t.equal(
      contentFor({ screen: 'static-legal-page', title: 'Privacy and legal', params: { page: slug } }),
      undefined,
    )
  }
})

t.test('every static-… screen of the public route table has content', async (t) => {
  const screens = PUBLIC_ROUTES.filter(
    (route) => route.screen.startsWith('static-') && route.screen !== 'static-legal-page',
  )
  t.ok(screens.length >= 15)
  for (const route of screens) {
    const page = contentFor({ screen: route.screen, title: route.title, params: {} })
    t.ok(page && page.blocks.length > 0, route.path)
  }
  t.equal(
    contentFor({ screen: 'static-accessibility', title: 'x', params: {} }),
    legalPageFor('accessibility'),
  )
})

t.test('a partner-exit page is headed by its route title; other families get nothing', async (t) => {
  t.equal(
    contentFor({ screen: 'static-partner-exit', title: 'Oxfam has left the scheme', params: {} })?.title,
    'Oxfam has left the scheme',
  )
  t.equal(
    contentFor({ screen: 'travel', title: 'Travel', params: {} }),
    undefined,
    'needs the static- prefix',
  )
  t.equal(contentFor({ screen: 'static-unknown', title: 'x', params: {} }), undefined)
})

t.test('placeholders fill from the config; other braces stay', async (t) => {
  const values = { scheme: 'Nectar', careline: '0300 123 4567', start: '/id/start' }
  t.equal(fillPlaceholders('Call {careline} about {scheme}', values), 'Call 0300 123 4567 about Nectar')
  t.equal(fillPlaceholders('{start}/card-check', values), '/id/start/card-check')
  t.equal(fillPlaceholders('{other} {scheme}{scheme}', values), '{other} NectarNectar')
})
