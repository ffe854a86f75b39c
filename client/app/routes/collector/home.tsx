/**
 * /homepage: the greeting, the points balance, the digital card and how to use it. Each panel shows
 * its own loading state and, when its call fails, its own message with a retry, so one failing
 * call never blanks the page (render errors fall to the screen's boundary, app/screen.tsx).
 */
import { CookieSettings } from '../../../components/consent/cookie-settings.tsx'
import { BalancePanel } from '../../../features/card/components/balance-panel.tsx'
import { CardUsagePanel } from '../../../features/card/components/card-usage-panel.tsx'
import { DigitalCard } from '../../../features/card/components/digital-card.tsx'
import { useSession } from '../../../lib/use-session.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function HomeRoute() {
  const session = useSession()
  return (
    <div className="page home">
      <h1>{session?.firstName ? `Hi ${session.firstName}` : 'Hello'}</h1>
      <div className="home__grid">
        <BalancePanel />
        <DigitalCard />
        <CardUsagePanel />
      </div>
      <p className="home__cookies">
        <CookieSettings />
      </p>
    </div>
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(HomeRoute)
