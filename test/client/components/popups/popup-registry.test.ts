/**
 * The popup manager's registry: every content type the specification names for this part is
 * registered by name (the shared ones and the card area's), each opens as a labelled dialog with
 * its title and content, heights follow the kind (window minus 135 px, or a 200–272 px modal), and
 * an unknown name is a programming error. Rendered with react-dom/server after an esbuild bundle.
 */

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { createElement, ReactElement } from 'react'
import t from 'tap'
import { bundleForNode } from '../bundle-for-node.ts'

type Bundle = {
  render: (element: ReactElement) => string
  h: typeof createElement
  registeredPopupTypes: () => string[]
  popupDefinition: (type: string) => { variant: string; height: string }
  PopupManager: (props: object) => ReactElement | null
  AppConfigContext: { Provider: unknown }
  Router: unknown
}

const client = join(import.meta.dirname, '../../../../client')
const entry = `
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import '${client}/components/popups/contents/card-number-help.tsx'
import '${client}/components/popups/contents/terms.tsx'
import '${client}/features/card/popups/scan-card.tsx'
import '${client}/features/card/popups/card-help.tsx'
import '${client}/components/popups/contents/cookie-settings.tsx'
export { registeredPopupTypes, popupDefinition } from '${client}/components/popups/popup-registry.ts'
export { PopupManager } from '${client}/components/popups/popup-manager.tsx'
export { AppConfigContext } from '${client}/lib/app-config.ts'
export const render = (element) => renderToStaticMarkup(element)
export { h }
export { Router } from 'wouter'
`
const { render, h, registeredPopupTypes, popupDefinition, PopupManager, AppConfigContext, Router } =
  await bundleForNode<Bundle>(t, entry, client)

const config = {
  schemeName: 'Nectar',
  identityStartPrefix: '/id/start',
  carelinePhone: '0345 600 0011',
  cardPrefix: '98263000',
  appEnv: 'local',
}
const open = (type: string, props: object = {}) =>
  render(
    h(
      AppConfigContext.Provider as never,
      { value: config },
      h(
        Router as never,
        { ssrPath: '/homepage' },
        h(PopupManager as never, { popup: { type, props }, open: true, onClose() {} }),
      ),
    ),
  )

t.test('the content types are registered by name', async (t) => {
  const types = registeredPopupTypes()
  for (const type of [
    'CARD_NUMBER_HELP',
    'FOOD_TNC',
    'NECTAR_PRICES_TNC',
    'BRAND_TNC',
    'SCAN_CARD',
    'CARD_HELP',
    'COOKIE_SETTINGS',
  ])
    t.ok(types.includes(type), type)
  t.throws(() => popupDefinition('LOAD_OFFER'), /LOAD_OFFER is not registered/, 'an unknown name throws')
})

t.test('each opens as a dialog labelled by its title, with its content', async (t) => {
  const cases: Array<[string, object, string, string]> = [
    ['CARD_NUMBER_HELP', {}, 'Need some help?', '0345 600 0011'],
    ['FOOD_TNC', { terms: 'Line one\nLine two' }, 'Terms and conditions', '<p>Line two</p>'],
    ['BRAND_TNC', { terms: 'Brand terms', title: 'Offer terms' }, 'Offer terms', '<p>Brand terms</p>'],
    ['NECTAR_PRICES_TNC', {}, 'Terms and conditions', 'within 6 months'],
    [
      'SCAN_CARD',
      { barcode: 'data:image/png;base64,AAAA', cardNumber: '10000000001' },
      'Scan',
      'Set screen brightness to 80% or higher for best results.',
    ],
    ['CARD_HELP', {}, 'Your card is...', 'Replace Nectar card now'],
  ]
  for (const [type, props, title, text] of cases) {
    const html = open(type, props)
    const labelledBy = /<dialog\b[^>]*\saria-labelledby="([^"]+)"/.exec(html)?.[1]
    t.ok(labelledBy, `${type}: labelled`)
    t.match(html, `id="${labelledBy}">${title}</h2>`, `${type}: title`)
    t.match(html, text.replace(/'/g, '&#x27;'), `${type}: content`)
  }
  t.match(
    open('SCAN_CARD', { barcode: 'data:image/png;base64,AAAA', cardNumber: '10000000001' }),
    'alt="Barcode for card number 9826300010000000001"',
  )
  t.match(open('CARD_HELP'), 'href="/retrieve-card"')
  t.match(open('CARD_HELP'), 'href="/replace-card"')
})

t.test('heights: the window minus 135 px, or a 200 to 272 px modal; sliding popups', async (t) => {
  t.match(open('SCAN_CARD', { barcode: 'x', cardNumber: '1' }), 'class="popup popup--sliding popup--window"')
  t.match(open('CARD_NUMBER_HELP'), 'class="popup popup--modal popup--compact"')
  // The heights themselves are the stylesheet's (a style attribute would break the CSP in a page's HTML).
  const css = readFileSync(join(import.meta.dirname, '../../../../client/styles/components.css'), 'utf8')
  t.match(css, /\.popup--window \{\s*max-height: calc\(100dvh - 135px\);\s*\}/)
  t.match(css, /\.popup--compact \{\s*min-height: 200px;\s*max-height: 272px;\s*\}/)
  t.same(popupDefinition('CARD_NUMBER_HELP'), {
    ...popupDefinition('CARD_NUMBER_HELP'),
    variant: 'modal',
    height: 'compact',
  })
})

t.test('nothing is rendered before a popup is opened', async (t) => {
  t.equal(render(h(PopupManager as never, { popup: null, open: false, onClose() {} })), '')
})
