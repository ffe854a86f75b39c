/**
 * /homepage: the greeting, a new collector's first steps, the points balance (with its worth in pounds and the rewards it reaches), the digital card and how to use it, and a strip of
 * the collector's offers with a link to each offers page (a page visit for offer seen). Each panel shows
 * its own loading state and, when its call fails, its own message with a retry, and has its own
 * error boundary, so neither a failing call nor a panel that fails to render blanks the page. It
 * registers the offline card's service worker: opened offline later, the page shows the kept card
 * and says what else needs the network.
 */
import { useEffect } from 'react'
import { CookieSettings } from '../../../components/consent/cookie-settings.tsx'
import { PanelBoundary } from '../../../components/errors/panel-boundary.tsx'
import { cardKeys } from '../../../features/card/api/keys.ts'
import { BalancePanel } from '../../../features/card/components/balance-panel.tsx'
import { CardUsagePanel } from '../../../features/card/components/card-usage-panel.tsx'
import { DigitalCard } from '../../../features/card/components/digital-card.tsx'
import { FirstStepsPanel } from '../../../features/card/components/first-steps-panel.tsx'
import { offersKeys } from '../../../features/offers/api/keys.ts'
import { OffersStrip } from '../../../features/offers/components/offers-strip.tsx'
import { OfferSeenVisit } from '../../../features/offers/hooks/use-offer-seen.tsx'
import { vouchersKeys } from '../../../features/vouchers/api/keys.ts'
import { NextReward } from '../../../features/vouchers/components/next-reward.tsx'
import { registerOfflineCard } from '../../../lib/offline/offline-card-worker.ts'
import { useSession } from '../../../lib/use-session.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ChunkScreens } from '../../chunk-screens.ts'

function HomeRoute() {
  const session = useSession()
  // A signed-in page, so the worker that keeps the card for offline use starts here (never on welcome).
  useEffect(registerOfflineCard, [])
  return (
    <div className="page home">
      <h1>{session?.firstName ? `Hi ${session.firstName}` : 'Hello'}</h1>
      <FirstStepsPanel />
      <div className="home__grid">
        <PanelBoundary queries={[cardKeys.balance(), vouchersKeys.rewards('points')]}>
          <BalancePanel>{(points) => <NextReward points={points} />}</BalancePanel>
        </PanelBoundary>
        <PanelBoundary queries={[cardKeys.digitalCard()]}>
          <DigitalCard />
        </PanelBoundary>
        <PanelBoundary queries={[]}>
          <CardUsagePanel />
        </PanelBoundary>
      </div>
      <PanelBoundary queries={[offersKeys.list()]}>
        <OfferSeenVisit>
          <OffersStrip />
        </OfferSeenVisit>
      </PanelBoundary>
      <p className="home__cookies">
        <CookieSettings />
      </p>
    </div>
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export const screens = { homepage: withQueryClient(HomeRoute) } satisfies ChunkScreens
