/**
 * The terms popups (routes specification §2.5): FOOD_TNC and BRAND_TNC show an offer's terms,
 * which come with the offer; NECTAR_PRICES_TNC shows the personalised prices terms (§1).
 */
import { registerPopup } from '../popup-registry.ts'

declare module '../popup-registry.ts' {
  interface PopupTypes {
    FOOD_TNC: OfferTermsProps
    BRAND_TNC: OfferTermsProps
    NECTAR_PRICES_TNC: Record<never, never>
  }
}

type OfferTermsProps = { terms: string; title?: string }

const TERMS_TITLE = 'Terms and conditions'

/** An offer's terms: one paragraph per line of its text. */
function OfferTerms({ terms }: OfferTermsProps) {
  const paragraphs = terms.split('\n').filter((line) => line.trim() !== '')
  return (
    <div className="terms">
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the paragraphs of a fixed text never move
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}

const offerTerms = {
  title: ({ title }: OfferTermsProps) => title ?? TERMS_TITLE,
  variant: 'modal',
  height: 'window',
  Content: OfferTerms,
} as const

registerPopup('FOOD_TNC', offerTerms)
registerPopup('BRAND_TNC', offerTerms)

function NectarPricesTerms() {
  return (
    <div className="terms">
      <p>
        Personalised prices are available to UK shoppers aged 18 or over with a digitally registered card.
      </p>
      <p>They are not valid at concessions, petrol stations and certain partner stores.</p>
      <p>
        If we fail to give you a personalised price, we will send you a voucher within 7 days to make up for
        it. The voucher can be used once within 6 months.
      </p>
      <p>Price promotion period: 12 February 2020 to 3 March 2020.</p>
    </div>
  )
}

registerPopup('NECTAR_PRICES_TNC', {
  title: TERMS_TITLE,
  variant: 'modal',
  height: 'window',
  Content: NectarPricesTerms,
})
