/**
 * What a collector with no offers at all sees (a new collector: offers are picked for them from
 * how they shop, so there are none yet): what to do next, instead of a page's own empty text.
 */
import { Link } from '../../../components/ui/link.tsx'
import { useAppConfig } from '../../../lib/app-config.ts'

export function NoOffersYet() {
  const { schemeName } = useAppConfig()
  return (
    <div className="no-offers-yet">
      <p className="no-offers-yet__title">You don't have any offers yet</p>
      <p>
        Offers are picked for you from how you shop. Scan your {schemeName} card each time you shop, and your
        first offers will show here, ready to load.
      </p>
      <p>
        Meanwhile, you can collect points with hundreds of partner brands.{' '}
        <Link href="/brands">See where to collect points</Link>
      </p>
    </div>
  )
}
