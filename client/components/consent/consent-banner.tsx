/**
 * The cookie choice asked on a first visit (routes specification §9: groups 2 analytics,
 * 3 functional, 4 marketing): accept all, reject the optional ones, or choose each in the consent
 * panel. Any answer is kept in the consent cookie, so the banner is not shown again; nothing is
 * granted until the collector answers. In the page's flow above the header: it covers nothing.
 */
import { useEffect, useState } from 'react'
import { useAppConfig } from '../../lib/app-config.ts'
import { onConsentChange, saveConsent } from '../../lib/consent.ts'
import { notify } from '../../lib/notifications.ts'
import { Button } from '../ui/button.tsx'
import { ConsentPanel } from './consent-panel.tsx'

const ALL = { analytics: true, functional: true, marketing: true }
const NONE = { analytics: false, functional: false, marketing: false }

export default function ConsentBanner() {
  const { schemeName } = useAppConfig()
  const [answered, setAnswered] = useState(false)
  const [choosing, setChoosing] = useState(false)
  // Answered here or in the cookie settings popup: either way the question is gone.
  useEffect(() => onConsentChange(() => setAnswered(true)), [])
  if (answered) return null

  const answer = (choices: typeof ALL) => {
    saveConsent(choices)
    notify({ level: 'TOAST', content: 'Your cookie choices have been saved' })
  }
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title">
      <div className="consent-banner__inner">
        <p id="consent-banner-title" className="consent-banner__title">
          Cookies on {schemeName}
        </p>
        {choosing ? (
          <ConsentPanel />
        ) : (
          <>
            <p>
              We use strictly necessary cookies to keep you signed in and safe. We'd also like to use
              analytics, functional and marketing cookies, if you agree.
            </p>
            <div className="consent-banner__actions">
              <Button onClick={() => answer(ALL)}>Accept all cookies</Button>
              <Button variant="secondary" onClick={() => answer(NONE)}>
                Reject optional cookies
              </Button>
              <Button variant="text" onClick={() => setChoosing(true)}>
                Choose cookies
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  )
}
