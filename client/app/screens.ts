/**
 * Screen name (the route table's `screen`) → its lazily loaded module. Each import() becomes its own
 * chunk, so a page downloads only the screens it shows. A screen missing here renders ComingSoon.
 * Screens that read server data wrap themselves in the QueryClient's provider (withQueryClient);
 * the welcome and not-found pages do not, so the welcome page never loads the query library.
 */
import type { ComponentType, LazyExoticComponent } from 'react'
import { lazyWithReload } from '../lib/lazy-with-reload.ts'
import type { ScreenProps } from './screen-props.ts'

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>

/** Stands in for a screen not built yet; its own chunk, as the welcome page never shows it. */
const comingSoon: Loader = () => import('./routes/coming-soon.tsx')

/** The offers screens (my-offers, supermarket-offers, partners) share one chunk. */
const offers: Loader = () => import('./routes/collector/offers.tsx')

const loaders: Record<string, Loader> = {
  welcome: () => import('./routes/welcome.tsx'),
  'not-found': () => import('./routes/not-found.tsx'),
  'card-check': () => import('./routes/registration/card-check.tsx'),
  'enter-email-address': () => import('./routes/registration/enter-email-address.tsx'),
  'check-email': () => import('./routes/registration/check-email.tsx'),
  'choose-an-account': () => import('./routes/registration/choose-an-account.tsx'),
  'business-details': () => import('./routes/registration/business-details.tsx'),
  'customer-details': () => import('./routes/registration/customer-details.tsx'),
  address: () => import('./routes/registration/address.tsx'),
  'phone-number': () => import('./routes/registration/phone-number.tsx'),
  'create-a-password': () => import('./routes/registration/create-a-password.tsx'),
  terms: () => import('./routes/registration/terms.tsx'),
  'get-business-offers': () => import('./routes/registration/get-business-offers.tsx'),
  'registration-success': () => import('./routes/registration/success.tsx'),
  'verify-failed': () => import('./routes/registration/verify-failed.tsx'),
  'register-failed': () => import('./routes/registration/register-failed.tsx'),
  'sign-up': () => import('./routes/registration/sign-up.tsx'),
  'temp-card': () => import('./routes/registration/temp-card.tsx'),
  'temp-card-email': () => import('./routes/registration/temp-card-email.tsx'),
  'temp-card-success': () => import('./routes/registration/temp-card-success.tsx'),
  'temp-card-your-card': () => import('./routes/registration/temp-card-your-card.tsx'),
  'enter-collector-id': () => import('./routes/registration/enter-collector-id.tsx'),
  'enter-card-number': () => import('./routes/sign-in/enter-card-number.tsx'),
  'enter-password': () => import('./routes/sign-in/enter-password.tsx'),
  'two-factor': () => import('./routes/sign-in/two-factor.tsx'),
  logout: () => import('./routes/sign-in/logout.tsx'),
  'login-failed': () => import('./routes/sign-in/login-failed.tsx'),
  'sso-redirection': () => import('./routes/sign-in/sso-redirection.tsx'),
  homepage: () => import('./routes/collector/home.tsx'),
  'my-offers': offers,
  'supermarket-offers': offers,
  partners: offers,
}

const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>()

/** One lazy component per screen, created once so React keeps its state across renders. */
export function screenFor(name: string): ComponentType<ScreenProps> {
  const loader = loaders[name] ?? comingSoon
  let screen = screens.get(name)
  if (!screen) {
    screen = lazyWithReload(loader)
    screens.set(name, screen)
  }
  return screen
}
