/**
 * Screen name (the route table's `screen`) → its lazily loaded module. Each import() becomes its own
 * chunk, so a page downloads only the screens it shows. Every screen of the route table has one
 * (test/client/app/screens.test.ts); a name without one would render the not-found page.
 * Screens that read server data wrap themselves in the QueryClient's provider (withQueryClient);
 * the welcome and not-found pages do not, so the welcome page never loads the query library.
 */
import type { ComponentType, LazyExoticComponent } from 'react'
import { lazyWithReload } from '../lib/lazy-with-reload.ts'
import type { ScreenProps } from './screen-props.ts'

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>

/**
 * The offers screens (my-offers, supermarket-offers, partners, offers-saved, offers by type and
 * by brand, offer details) share one chunk.
 */
const offers: Loader = () => import('./routes/collector/offers.tsx')

/** The static public pages (travel, spend, legal pages, partner exits, …: screens named `static-…`) share one chunk. */
const staticPages: Loader = () => import('./routes/public/index.tsx')

/** The help screens (help, contact-us, register-help) share one chunk. */
const help: Loader = () => import('./routes/help/index.tsx')

/** The pages of e-mailed links (unsubscribe, confirm-email-address, confirm-update-email, confirm-sign-up) share one chunk. */
const emailLinks: Loader = () => import('./routes/email-links/index.tsx')

/** /feedback and its sub-pages share one chunk. */
const feedback: Loader = () => import('./routes/feedback/index.tsx')

/** The registration and temporary-card screens share one chunk. */
const registration: Loader = () => import('./routes/registration/index.tsx')

/** The signed-out card self-service screens (retrieve, replace, request a card) share one chunk. */
const cardSelfService: Loader = () => import('./routes/card-self-service/index.tsx')

/** The sign-in screens share one chunk. */
const signIn: Loader = () => import('./routes/sign-in/index.tsx')

/** The signed-out self-service screens (the password reset) share one chunk. */
const selfService: Loader = () => import('./routes/self-service/index.tsx')

/** /how-to-get-nectar-prices: the explanation, the terms and the prices listing, one chunk. */
const prices: Loader = () => import('./routes/prices/index.tsx')

/** The content editors' previews (offer card, hero card, offer details, mobile), one chunk. */
const previews: Loader = () => import('./routes/previews/index.tsx')

/** Vouchers, spending points and the redemption lock share one chunk. */
const vouchers: Loader = () => import('./routes/vouchers/index.tsx')

/**
 * The events screens (events, offer, homepage pod and marketing events, year in review, the offer
 * and auto-login redirects, campaign, digital week) share one chunk.
 */
const events: Loader = () => import('./routes/events/index.tsx')

/** The brands screens (brands, a brand, categories, search, eShops) share one chunk. */
const brands: Loader = () => import('./routes/brands/index.tsx')

/**
 * The account screens (the hub, details, password, preferences, replacement card, linked partners,
 * closing and deleting the account) share one chunk.
 */
const account: Loader = () => import('./routes/account/index.tsx')

/** The savings page and digital receipts share one chunk. */
const savings: Loader = () => import('./routes/savings/index.tsx')

/** The activity screens (activity, the points breakdown, spend) share one chunk. */
const activity: Loader = () => import('./routes/activity/index.tsx')

const notFound: Loader = () => import('./routes/not-found.tsx')

const loaders: Record<string, Loader> = {
  welcome: () => import('./routes/welcome.tsx'),
  'not-found': notFound,
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
  homepage: () => import('./routes/collector/home.tsx'),
  'my-offers': offers,
  'supermarket-offers': offers,
  partners: offers,
  'offers-saved': offers,
  offers,
  'brand-offers': offers,
  'offer-details': offers,
  help,
  'how-to-get-prices': prices,
  brands,
  brand: brands,
  'brand-categories': brands,
  'brand-category': brands,
  'brands-search': brands,
  eshops: brands,
  'eshops-brands': brands,
  'contact-us': help,
  'retrieve-card': cardSelfService,
  'replace-card': cardSelfService,
  'request-card': cardSelfService,
  'register-help': help,
  unsubscribe: emailLinks,
  'confirm-email-address': emailLinks,
  'confirm-update-email': emailLinks,
  'confirm-sign-up': emailLinks,
  'offer-card-preview': previews,
  'hero-card-preview': previews,
  'offer-details-preview': previews,
  'mobile-preview': previews,
  'nectar-connect': () => import('./routes/connect/index.tsx'),
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
  'linked-partners': account,
  savings,
  receipt: savings,
  account,
  'account-details': account,
  'account-details-name': account,
  'account-details-address': account,
  'account-details-email': account,
  'account-details-mobile': account,
  'account-password': account,
  'additional-details': account,
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
  activity,
  'activity-breakdown': activity,
  'card-spend': activity,
}

/**
 * Screens named `<family>-…` (feedback-form, feedback-support, …) load their family's chunk: one
 * entry for a family instead of one per screen, as every entry here adds to the welcome page.
 */
const families: Record<string, Loader> = { feedback, static: staticPages }

const own = (record: Record<string, Loader>, key: string) =>
  Object.hasOwn(record, key) ? record[key] : undefined

/** The screen's loader: its own entry, or its family's (never one an object inherits). */
export const loaderOf = (name: string): Loader | undefined =>
  own(loaders, name) ?? own(families, name.split('-')[0] ?? '')

const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>()

/** One lazy component per screen, created once so React keeps its state across renders. */
export function screenFor(name: string): ComponentType<ScreenProps> {
  const loader = loaderOf(name) ?? notFound
  let screen = screens.get(name)
  if (!screen) {
    screen = lazyWithReload(loader)
    screens.set(name, screen)
  }
  return screen
}
