/**
 * The screen registry: every screen the route table names → the chunk that holds it. Each chunk
 * module exports `screens`, its screens by name, and each import() becomes its own chunk, so a page
 * downloads only the screens it shows.
 *
 * The compiler checks the table both ways: a screen of the route table without an entry, an entry
 * the table does not name, or a chunk that does not hold the screen its entry names is a type error.
 * There is no fallback: a name always renders its own screen.
 * Screens that read server data wrap themselves in the QueryClient's provider (withQueryClient);
 * the welcome and not-found pages do not, so the welcome page never loads the query library.
 */
import type { ComponentType } from 'react'
import type { ScreenName } from '../../shared/routes/route-table.ts'
import { lazyWithReload, type PreloadableComponent } from '../lib/lazy-with-reload.ts'
import type { ClientScreenName, ScreenProps } from './screen-props.ts'

type ScreenComponent = ComponentType<ScreenProps>

/**
 * A chunk's loader, as the registry sees it: a module whose `screens` holds `Name`, and that may
 * name what its screens' first view loads lazily (`preloadFirstView`), loaded with it.
 */
type Chunk<Name extends ClientScreenName> = () => Promise<{
  readonly screens: { readonly [N in Name]: ScreenComponent }
  readonly preloadFirstView?: () => Promise<void>
}>

const welcome = () => import('./routes/welcome.tsx')
const notFound = () => import('./routes/not-found.tsx')
const home = () => import('./routes/collector/home.tsx')
const connect = () => import('./routes/connect/index.tsx')

/**
 * The offers screens (my-offers, supermarket-offers, partners, offers-saved, offers by type and
 * by brand, offer details) share one chunk.
 */
const offers = () => import('./routes/collector/offers.tsx')

/** The static public pages (travel, spend, legal pages, partner exits, …: screens named `static-…`) share one chunk. */
const staticPages = () => import('./routes/public/index.tsx')

/** The help screens (help, contact-us, register-help) share one chunk. */
const help = () => import('./routes/help/index.tsx')

/** The pages of e-mailed links (unsubscribe, confirm-email-address, confirm-update-email, confirm-sign-up) share one chunk. */
const emailLinks = () => import('./routes/email-links/index.tsx')

/** /feedback and its sub-pages share one chunk. */
const feedback = () => import('./routes/feedback/index.tsx')

/** The registration and temporary-card screens share one chunk. */
const registration = () => import('./routes/registration/index.tsx')

/** The signed-out card self-service screens (retrieve, replace, request a card) share one chunk. */
const cardSelfService = () => import('./routes/card-self-service/index.tsx')

/** The sign-in screens share one chunk. */
const signIn = () => import('./routes/sign-in/index.tsx')

/** The signed-out self-service screens (the password reset) share one chunk. */
const selfService = () => import('./routes/self-service/index.tsx')

/** /how-to-get-nectar-prices: the explanation, the terms and the prices listing, one chunk. */
const prices = () => import('./routes/prices/index.tsx')

/** The content editors' previews (offer card, hero card, offer details, mobile), one chunk. */
const previews = () => import('./routes/previews/index.tsx')

/** Vouchers, spending points and the redemption lock share one chunk. */
const vouchers = () => import('./routes/vouchers/index.tsx')

/**
 * The events screens (events, offer, homepage pod and marketing events, year in review, the offer
 * and auto-login redirects, campaign, digital week) share one chunk.
 */
const events = () => import('./routes/events/index.tsx')

/** The brands screens (brands, a brand, categories, search, eShops) share one chunk. */
const brands = () => import('./routes/brands/index.tsx')

/**
 * The account screens (the hub, details, password, preferences, replacement card, linked partners,
 * closing and deleting the account) share one chunk.
 */
const account = () => import('./routes/account/index.tsx')

/** The savings page and digital receipts share one chunk. */
const savings = () => import('./routes/savings/index.tsx')

/** The activity screens (activity, the points breakdown, spend) share one chunk. */
const activity = () => import('./routes/activity/index.tsx')

const SCREENS: { readonly [Name in ClientScreenName]: Chunk<Name> } = {
  welcome,
  'not-found': notFound,
  homepage: home,
  'nectar-connect': connect,
  'card-check': registration,
  'enter-email-address': registration,
  'check-email': registration,
  'confirm-identity-email': registration,
  'choose-an-account': registration,
  'business-details': registration,
  'customer-details': registration,
  address: registration,
  'phone-number': registration,
  'create-a-password': registration,
  terms: registration,
  'get-business-offers': registration,
  'registration-success': registration,
  'verify-failed': registration,
  'register-failed': registration,
  'sign-up': registration,
  'temp-card': registration,
  'temp-card-email': registration,
  'temp-card-success': registration,
  'temp-card-your-card': registration,
  'enter-collector-id': registration,
  'enter-card-number': signIn,
  'enter-password': signIn,
  'two-factor': signIn,
  logout: signIn,
  'login-failed': signIn,
  'sso-redirection': signIn,
  'oauth-redirect': signIn,
  'forgotten-password': selfService,
  'pending-reset-password': selfService,
  'confirm-reset-password': selfService,
  'two-factor-authentication': selfService,
  'my-offers': offers,
  'supermarket-offers': offers,
  partners: offers,
  'offers-saved': offers,
  offers,
  'brand-offers': offers,
  'offer-details': offers,
  help,
  'contact-us': help,
  'register-help': help,
  'how-to-get-prices': prices,
  brands,
  brand: brands,
  'brand-categories': brands,
  'brand-category': brands,
  'brands-search': brands,
  eshops: brands,
  'eshops-brands': brands,
  'retrieve-card': cardSelfService,
  'replace-card': cardSelfService,
  'request-card': cardSelfService,
  unsubscribe: emailLinks,
  'confirm-email-address': emailLinks,
  'confirm-update-email': emailLinks,
  'confirm-sign-up': emailLinks,
  'offer-card-preview': previews,
  'hero-card-preview': previews,
  'offer-details-preview': previews,
  'mobile-preview': previews,
  vouchers,
  voucher: vouchers,
  'voucher-details': vouchers,
  'voucher-success': vouchers,
  redemption: vouchers,
  'zero-point-redemption': vouchers,
  'redemption-lock': vouchers,
  event: events,
  'offer-event': events,
  'skinny-event': events,
  'marketing-event': events,
  'marketing-event-terms': events,
  'year-in-review': events,
  'offer-redirect': events,
  'auto-login-redirect': events,
  campaign: events,
  'digital-week': events,
  savings,
  receipt: savings,
  activity,
  'activity-breakdown': activity,
  'card-spend': activity,
  account,
  'account-details': account,
  'account-details-name': account,
  'account-details-address': account,
  'account-details-email': account,
  'account-details-mobile': account,
  'account-password': account,
  'additional-details': account,
  'linked-partners': account,
  'account-comms': account,
  'online-advertising': account,
  'ads-preference': account,
  'sound-effects': account,
  'account-replace-card': account,
  'account-replace-card-reason': account,
  'account-request-card': account,
  'card-coming': account,
  'account-close': account,
  'delete-account': account,
  'personalised-advertising': account,
  feedback,
  'feedback-device-options': feedback,
  'feedback-form': feedback,
  'feedback-problems': feedback,
  'feedback-sainsburys': feedback,
  'feedback-partner': feedback,
  'feedback-partner-options': feedback,
  'feedback-suggestion': feedback,
  'feedback-positive': feedback,
  'feedback-other': feedback,
  'feedback-support': feedback,
  'feedback-missing-points': feedback,
  'static-quests': staticPages,
  'static-quests-terms': staticPages,
  'static-open-app': staticPages,
  'static-travel': staticPages,
  'static-spend': staticPages,
  'static-account-buttons': staticPages,
  'static-service-unavailable': staticPages,
  'static-privacy-and-legal': staticPages,
  'static-legal-page': staticPages,
  'static-locator': staticPages,
  'static-app': staticPages,
  'static-notifier': staticPages,
  'static-partner-exit': staticPages,
  'static-business': staticPages,
  'static-business-partners': staticPages,
  'static-accessibility': staticPages,
}

/** The screen names the registry holds (the route table's and not-found), for its test. */
export const registeredScreens = () => Object.keys(SCREENS) as ClientScreenName[]

/** The screen's component, once its chunk has loaded. */
export async function loadScreen<Name extends ClientScreenName>(name: Name): Promise<ScreenComponent> {
  const chunk: Chunk<Name> = SCREENS[name]
  const module = await chunk()
  await module.preloadFirstView?.()
  return module.screens[name]
}

const lazyScreens = new Map<ScreenName | 'not-found', PreloadableComponent<ScreenProps>>()

/** One lazy component per screen, created once so React keeps its state across renders. */
export function screenFor(name: ClientScreenName): PreloadableComponent<ScreenProps> {
  let screen = lazyScreens.get(name)
  if (!screen) {
    screen = lazyWithReload(async () => ({ default: await loadScreen(name) }))
    lazyScreens.set(name, screen)
  }
  return screen
}
