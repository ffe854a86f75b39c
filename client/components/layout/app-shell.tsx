/**
 * The frame of every page: a skip link, the cookie question on a first visit, the header with the
 * scheme's name and the primary navigation, the main region (focused after each navigation so
 * screen readers start at the new content), and the footer. Signed in, the logo leads home and, on
 * phones, the main region and the footer leave room at the foot for the navigation's tab bar.
 */
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'wouter'
import type { SessionInfo } from '../../../shared/contract/session.ts'
import { HOME_PATH } from '../../../shared/routes/signed-in-home.ts'
import { consentChosen } from '../../lib/analytics-beacon.ts'
import { useAppConfig } from '../../lib/app-config.ts'
import { lazyWithReload } from '../../lib/lazy-with-reload.ts'
import { useStartState } from '../../lib/start-state.ts'
import { Link } from '../ui/link.tsx'
import { logoMonth } from './logo-month.ts'
import { PrimaryNav } from './primary-nav.tsx'

// Lazily: the welcome page's own script stays within its budget; the region mounts at start-up.
const Notifications = lazyWithReload(() => import('../notifications/notifications.tsx'))
// Loaded only on a visit that has not answered the cookie question yet.
const ConsentBanner = lazyWithReload(() => import('../consent/consent-banner.tsx'))

/** The shell's chunks a first view shows, loaded before a page's HTML is hydrated (app/hydrate-page.tsx). */
export const preloadShell = ({ askConsent }: { askConsent: boolean }): Promise<unknown> =>
  Promise.all([Notifications.preload(), askConsent && ConsentBanner.preload()])

type Props = { children: ReactNode; session: SessionInfo | undefined }

export function AppShell({ children, session }: Props) {
  const { schemeName, carelinePhone } = useAppConfig()
  const [pathname] = useLocation()
  const main = useFocusOnNavigation(pathname)
  const special = logoMonth()
  // A page rendered to HTML asks as its HTML does: the gateway chose the variant by the same cookie.
  const start = useStartState()
  const [askConsent] = useState(() => !(start ? start.consentChosen : consentChosen()))
  const signedIn = session?.signedIn === true
  return (
    <div className={signedIn ? 'app-shell app-shell--signed-in' : 'app-shell'}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {askConsent && (
        <Suspense fallback={null}>
          <ConsentBanner />
        </Suspense>
      )}
      <header className="site-header">
        <div className="site-header__inner">
          <Link
            href={signedIn ? HOME_PATH : '/'}
            className={
              special.name
                ? `site-header__brand site-header__brand--month-${special.month}`
                : 'site-header__brand'
            }
            aria-label={
              special.name ? `${schemeName} home, celebrating ${special.name}` : `${schemeName} home`
            }
          >
            {schemeName}
          </Link>
          <PrimaryNav session={session} pathname={pathname} />
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <div className="site-main__inner">
          {/* Above the screen, in the page's flow: a notification pushes the content down, never covers it. */}
          <Suspense fallback={null}>
            <Notifications />
          </Suspense>
          {children}
        </div>
      </main>
      <footer className="site-footer">
        <div className="site-footer__inner">
          <nav aria-label="Footer">
            <Link href="/help">Help</Link>
            <Link href="/contact-us">Contact us</Link>
            <Link href="/privacy-and-legal">Privacy and legal</Link>
          </nav>
          <p>
            Need help? Call us on{' '}
            <Link href={`tel:${carelinePhone.replaceAll(' ', '')}`}>{carelinePhone}</Link>
          </p>
          <p className="site-footer__legal">© {schemeName}</p>
        </div>
      </footer>
    </div>
  )
}

/** Moves focus to <main> after a client-side navigation, never on the first render. */
function useFocusOnNavigation(location: string) {
  const main = useRef<HTMLElement>(null)
  const previous = useRef(location)
  useEffect(() => {
    if (previous.current === location) return
    previous.current = location
    main.current?.focus({ preventScroll: true })
    window.scrollTo(0, 0)
  }, [location])
  return main
}
