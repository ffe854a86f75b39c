/**
 * /how-to-get-nectar-prices: how personalised prices work, their terms in full (routes specification
 * §1), and the prices listing 24 a page below, filtered by the prices category radio group: sticky
 * beside the list on wide screens, in the PRICES_CATEGORY popup on narrow ones. Page and category
 * are kept in the URL.
 */
import '../../../components/popups/contents/terms.tsx'
import { useLocation, useSearch } from 'wouter'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { usePriceCategories } from '../../../features/prices/api/get-price-categories.ts'
import { PersonalisedPricesTerms } from '../../../features/prices/components/personalised-prices-terms.tsx'
import { PriceCategoryRadioGroup } from '../../../features/prices/components/price-category-radio-group.tsx'
import { PricesList } from '../../../features/prices/components/prices-list.tsx'
import '../../../features/prices/popups/price-category.tsx'
import '../../../features/prices/popups/prices-terms.tsx'
import {
  ALL_CATEGORIES,
  ALL_CATEGORIES_LABEL,
  parsePricesChoice,
  pricesHref,
} from '../../../features/prices/prices-choice.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function HowToGetPricesRoute() {
  const choice = parsePricesChoice(useSearch())
  const [, navigate] = useLocation()
  const { openPopup, popup } = usePopupManager()
  const categories = usePriceCategories().data?.categories
  const showCategory = (category: string) => navigate(pricesHref({ page: 1, category }))
  const categoryName =
    choice.category === ALL_CATEGORIES
      ? ALL_CATEGORIES_LABEL
      : (categories?.find((category) => category.key === choice.category)?.name ?? choice.category)
  return (
    <div className="page prices">
      <h1>How to get personalised prices</h1>
      <p className="page__lead">
        Personalised prices are lower prices on products you buy, chosen for you and paid when you scan your
        card or app at the till.
      </p>
      <section className="prices__how" aria-labelledby="prices-how-heading">
        <h2 id="prices-how-heading">How it works</h2>
        <ol>
          <li>Register your card online, so that it is a digitally registered card.</li>
          <li>Look for the Nectar Price on the products below, in store and online.</li>
          <li>Scan your card or app at the till and pay the Nectar Price instead of the Non-Nectar Price.</li>
        </ol>
        <p className="prices__links">
          <Button variant="text" aria-haspopup="dialog" onClick={() => openPopup('NECTAR_PRICES_TNC')}>
            Nectar Prices terms
          </Button>
          <Button variant="text" aria-haspopup="dialog" onClick={() => openPopup('PRICES_TNC')}>
            Prices terms and conditions
          </Button>
          <Button variant="text" aria-haspopup="dialog" onClick={() => openPopup('SP_TNC')}>
            Personalised prices terms and conditions
          </Button>
          <Button variant="text" aria-haspopup="dialog" onClick={() => openPopup('SP_PRIVACY_INFO')}>
            How we use your data
          </Button>
        </p>
      </section>
      <PersonalisedPricesTerms />
      <div className="prices__listing">
        <aside className="prices__categories" aria-label="Price categories">
          <PriceCategoryRadioGroup name="prices-category" value={choice.category} onChange={showCategory} />
        </aside>
        <div className="prices__main">
          <div className="prices__category-bar">
            <p>
              Category: <strong>{categoryName}</strong>
            </p>
            <Button
              variant="secondary"
              aria-haspopup="dialog"
              onClick={() =>
                openPopup('PRICES_CATEGORY', { category: choice.category, onApply: showCategory })
              }
            >
              Change category
            </Button>
          </div>
          <PricesList choice={choice} />
        </div>
      </div>
      {popup}
    </div>
  )
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(HowToGetPricesRoute)
