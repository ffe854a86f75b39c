/**
 * The offers area's popups, rendered with react-dom/server after an esbuild bundle: SPEND_COLLECT
 * ('How to get this offer', its call to action by the offer's state), LOAD_OFFER, LOAD_ALL_OFFERS
 * (how many) and both variants of the saved-voucher popup (the second with its 3 steps). The how-to
 * HTML is sanitised in a DOM only: with none (here, in Node) nothing of it passes; the browser
 * suite (offer-details.test.ts) checks what DOMPurify keeps and drops.
 */
import { join } from 'node:path'
import type { createElement, ReactElement } from 'react'
import t from 'tap'
import type { Offer } from '../../../shared/contract/offers.ts'
import { bundleForNode } from '../components/bundle-for-node.ts'

type Bundle = {
  render: (element: ReactElement) => string
  h: typeof createElement
  registeredPopupTypes: () => string[]
  popupDefinition: (type: string) => { variant: string; height: string }
  PopupManager: (props: object) => ReactElement | null
  AppConfigContext: { Provider: unknown }
  Router: unknown
  sanitizeHowTo: (html: string) => string
}

const client = join(import.meta.dirname, '../../../client')
const entry = `
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import '${client}/features/offers/hooks/use-load-popups.ts'
import '${client}/features/offers/popups/spend-collect.tsx'
export { registeredPopupTypes, popupDefinition } from '${client}/components/popups/popup-registry.ts'
export { PopupManager } from '${client}/components/popups/popup-manager.tsx'
export { AppConfigContext } from '${client}/lib/app-config.ts'
export { sanitizeHowTo } from '${client}/features/offers/utils/sanitize-how-to.ts'
export const render = (element) => renderToStaticMarkup(element)
export { h }
export { Router } from 'wouter'
`
const {
  render,
  h,
  registeredPopupTypes,
  popupDefinition,
  PopupManager,
  AppConfigContext,
  Router,
  sanitizeHowTo,
} = await bundleForNode<Bundle>(t, entry, client)

const config = {
  schemeName: 'Nectar',
  identityStartPrefix: '/id/start',
  carelinePhone: '0345 600 0011',
  cardPrefix: '98263000',
  appEnv: 'local',
}

const open = (type: string, props: object) =>
  render(
    h(
      AppConfigContext.Provider as never,
      { value: config },
      h(
        Router as never,
        { ssrPath: '/my-offers' },
        h(PopupManager as never, { popup: { type, props }, open: true, onClose() {} }),
      ),
    ),
  )

const offer = (change: Partial<Offer> = {}): Offer => ({
  id: '7-milk',
  sourceType: 'PIANO',
  type: 'PRODUCT',
  state: 'UNLOADED',
  status: 'ACTIVE',
  isBookmarked: false,
  title: '100 bonus points on milk',
  description: 'Milk',
  sponsorDisplayName: "Sainsbury's",
  brandDetailsKey: 'sainsburys',
  howTo: '<ol><li>Load the offer here.</li></ol>',
  endDate: '2026-12-01T00:00:00.000Z',
  savedAt: null,
  imgUrls: { imageUrl: { url: '/i/640.svg' }, versions: {}, others: [] },
  sponsorImageUrl: '/l.svg',
  imageUrls: {},
  detailImageUrl: '/i/1360.svg',
  ...change,
})

const titleOf = (html: string) => {
  const labelledBy = /<dialog\b[^>]*\saria-labelledby="([^"]+)"/.exec(html)?.[1]
  return new RegExp(`id="${labelledBy}">([^<]*)</h2>`).exec(html)?.[1]?.replaceAll('&#x27;', "'")
}
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((m) => m[1])

t.test('the offers content types are registered by name, with their heights', async (t) => {
  for (const type of ['SPEND_COLLECT', 'LOAD_OFFER', 'LOAD_ALL_OFFERS', 'SAVED_VOUCHER'])
    t.ok(registeredPopupTypes().includes(type), type)
  t.equal(popupDefinition('LOAD_OFFER').height, 'compact')
  t.equal(popupDefinition('LOAD_ALL_OFFERS').height, 'compact')
  t.equal(popupDefinition('SPEND_COLLECT').height, 'window')
})

t.test("SPEND_COLLECT: 'How to get this offer'; Load offer while loadable, otherwise Got it", async (t) => {
  const loadable = open('SPEND_COLLECT', { offer: offer(), onLoad() {} })
  t.equal(titleOf(loadable), 'How to get this offer')
  t.match(loadable, '100 bonus points on milk')
  t.same(buttons(loadable), ['Close', 'Load offer'])
  t.same(buttons(open('SPEND_COLLECT', { offer: offer({ state: 'LOADED' }), onLoad() {} })), [
    'Close',
    'Got it',
  ])
  t.same(
    buttons(open('SPEND_COLLECT', { offer: offer({ status: 'LOCKED' }), onLoad() {} })),
    ['Close', 'Got it'],
    'locked',
  )
  t.same(buttons(open('SPEND_COLLECT', { offer: offer() })), ['Close', 'Got it'], 'no way to load given')
})

t.test(
  'the how-to HTML never passes unsanitised: without a DOM to sanitise in, none of it does',
  async (t) => {
    t.equal(sanitizeHowTo('<img src=x onerror="alert(1)"><p>Scan your card</p>'), '')
    t.notMatch(open('SPEND_COLLECT', { offer: offer({ howTo: '<script>alert(1)</script>' }) }), '<script')
  },
)

t.test('LOAD_OFFER: what was loaded, how to use it, a link to saved offers', async (t) => {
  const html = open('LOAD_OFFER', { offer: offer() })
  t.equal(titleOf(html), 'Offer loaded')
  t.match(html, '100 bonus points on milk')
  t.match(html, 'scan your card when you shop with Sainsbury&#x27;s')
  t.match(html, 'href="/offers-saved"')
})

t.test('LOAD_ALL_OFFERS: how many, to confirm or cancel', async (t) => {
  const many = open('LOAD_ALL_OFFERS', { count: 8, onConfirm() {} })
  t.equal(titleOf(many), 'Load all offers?')
  t.match(many, 'This loads 8 offers to your card')
  t.same(buttons(many), ['Close', 'Load 8 offers', 'Cancel'])
  t.same(buttons(open('LOAD_ALL_OFFERS', { count: 1, onConfirm() {} })), ['Close', 'Load 1 offer', 'Cancel'])
})

t.test('the saved-voucher popup: both variants, verbatim; the second with 3 steps', async (t) => {
  const savedList = open('SAVED_VOUCHER', { offer: offer({ type: 'COUPON' }), variant: 'saved-list' })
  t.equal(titleOf(savedList), "You've added a voucher to your 'saved list'")
  t.match(savedList, 'href="/offers-saved"')
  t.notMatch(savedList, '<ol')
  const steps = open('SAVED_VOUCHER', { offer: offer({ type: 'BARCODE' }), variant: 'scan-at-till' })
  t.equal(titleOf(steps), 'Remember to scan your card and barcode at the till')
  t.equal(steps.match(/<li>/g)?.length, 3, '3 steps')
  t.match(steps, 'Scan your Nectar card')
})
