/** The welcome page: what the scheme is, and the three ways in (register, log in, temporary card). */
import { Suspense } from 'react'
import { Link } from '../../components/ui/link.tsx'
import { useAppConfig } from '../../lib/app-config.ts'
import { preloadable } from '../../lib/lazy-with-reload.ts'
import type { ChunkScreens } from '../chunk-screens.ts'
import { LogoutSuccessNotice } from './sign-in/logout-success-notice.tsx'

/**
 * Below the first screen, in a chunk of its own so it adds nothing to the welcome page's script;
 * if its chunk fails, the welcome page shows without it rather than an error.
 */
const RegistrationPerks = preloadable<object>(() =>
  import('./public/registration-perks.tsx').catch(() => ({ default: () => null })),
)

/** Loaded with the screen (screens.ts), so the page shows whole and hydrates in one pass. */
export const preloadFirstView = RegistrationPerks.preload

export function WelcomeRoute() {
  const { schemeName, cardPrefix, identityStartPrefix: prefix } = useAppConfig()
  return (
    <div className="welcome">
      <LogoutSuccessNotice />
      <section className="welcome__hero" aria-labelledby="welcome-title">
        <div className="welcome__card" aria-hidden="true">
          <span className="welcome__card-name">{schemeName}</span>
          <span className="welcome__card-number">{cardPrefix} ••• •• •••</span>
        </div>
        <h1 id="welcome-title" className="welcome__title">
          Welcome to {schemeName}
        </h1>
        <p className="welcome__pitch">
          Collect points when you shop at the supermarket, fill up with fuel and buy from 500+ partner brands.
          Then spend them on the things you love.
        </p>
        <div className="welcome__actions">
          <Link href={`${prefix}/card-check`} variant="primary">
            Register now
          </Link>
          <Link href={`${prefix}/enter-card-number`} variant="secondary">
            Log in
          </Link>
        </div>
        <p className="welcome__temp-card">
          <Link href={`${prefix}/temp-card/enter-email-address`}>Try a temporary card for 30 days</Link>
        </p>
      </section>
      <section className="welcome__perks" aria-labelledby="welcome-perks">
        <h2 id="welcome-perks">Why register?</h2>
        <ul className="perks">
          <li>Personalised prices and bonus offers picked for you</li>
          <li>Save offers to your card before you shop</li>
          <li>See your points, vouchers and savings in one place</li>
        </ul>
      </section>
      <Suspense fallback={null}>
        <RegistrationPerks />
      </Suspense>
    </div>
  )
}

export const screens = { welcome: WelcomeRoute } satisfies ChunkScreens
