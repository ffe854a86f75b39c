/**
 * Screen name (the route table's `screen`) → its lazily loaded module. Each import() becomes its own
 * chunk, so a page downloads only the screens it shows. A screen missing here renders ComingSoon.
 * Screens that read server data come with TanStack Query's provider (`withQueries`); the welcome
 * and not-found pages do not, so the welcome page never loads the query library.
 */
import type { ComponentType, LazyExoticComponent } from 'react'
import { lazyWithReload } from '../lib/lazy-with-reload.ts'
import ComingSoonRoute from './routes/coming-soon.tsx'
import type { ScreenProps } from './screen-props.ts'

type Loader = () => Promise<{ default: ComponentType<ScreenProps> }>

/** The screen's chunk and the query client's, loaded together; the screen rendered inside its provider. */
const withQueries =
  (load: Loader): Loader =>
  () =>
    Promise.all([load(), import('../lib/react-query.tsx')]).then(([screen, { withQueryClient }]) => ({
      default: withQueryClient(screen.default),
    }))

const loaders: Record<string, Loader> = {
  welcome: () => import('./routes/welcome.tsx'),
  'not-found': () => import('./routes/not-found.tsx'),
  'card-check': withQueries(() => import('./routes/registration/card-check.tsx')),
  'enter-email-address': withQueries(() => import('./routes/registration/enter-email-address.tsx')),
  'check-email': withQueries(() => import('./routes/registration/check-email.tsx')),
  'choose-an-account': withQueries(() => import('./routes/registration/choose-an-account.tsx')),
  'business-details': withQueries(() => import('./routes/registration/business-details.tsx')),
  'customer-details': withQueries(() => import('./routes/registration/customer-details.tsx')),
  address: withQueries(() => import('./routes/registration/address.tsx')),
  'phone-number': withQueries(() => import('./routes/registration/phone-number.tsx')),
  'create-a-password': withQueries(() => import('./routes/registration/create-a-password.tsx')),
  terms: withQueries(() => import('./routes/registration/terms.tsx')),
  'get-business-offers': withQueries(() => import('./routes/registration/get-business-offers.tsx')),
  'registration-success': withQueries(() => import('./routes/registration/success.tsx')),
  'verify-failed': withQueries(() => import('./routes/registration/verify-failed.tsx')),
  'register-failed': withQueries(() => import('./routes/registration/register-failed.tsx')),
  'sign-up': withQueries(() => import('./routes/registration/sign-up.tsx')),
  'temp-card': withQueries(() => import('./routes/registration/temp-card.tsx')),
  'temp-card-email': withQueries(() => import('./routes/registration/temp-card-email.tsx')),
  'temp-card-success': withQueries(() => import('./routes/registration/temp-card-success.tsx')),
  'temp-card-your-card': withQueries(() => import('./routes/registration/temp-card-your-card.tsx')),
  'enter-collector-id': withQueries(() => import('./routes/registration/enter-collector-id.tsx')),
  'enter-card-number': withQueries(() => import('./routes/sign-in/enter-card-number.tsx')),
  'enter-password': withQueries(() => import('./routes/sign-in/enter-password.tsx')),
  'two-factor': withQueries(() => import('./routes/sign-in/two-factor.tsx')),
  logout: withQueries(() => import('./routes/sign-in/logout.tsx')),
  'login-failed': withQueries(() => import('./routes/sign-in/login-failed.tsx')),
  'sso-redirection': withQueries(() => import('./routes/sign-in/sso-redirection.tsx')),
}

const screens = new Map<string, LazyExoticComponent<ComponentType<ScreenProps>>>()

/** One lazy component per screen, created once so React keeps its state across renders. */
export function screenFor(name: string): ComponentType<ScreenProps> {
  const loader = loaders[name]
  if (!loader) return ComingSoonRoute
  let screen = screens.get(name)
  if (!screen) {
    screen = lazyWithReload(loader)
    screens.set(name, screen)
  }
  return screen
}
