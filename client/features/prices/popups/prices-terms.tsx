/**
 * The prices listing's terms popups (routes specification §2.5): PRICES_TNC (how the listed prices
 * work), SP_TNC (the personalised prices scheme's terms) and SP_PRIVACY_INFO (how the collector's
 * shopping is used to choose their prices). The specification gives no wording; this is ours.
 */
import { registerPopup } from '../../../components/popups/popup-registry.ts'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    PRICES_TNC: Record<never, never>
    SP_TNC: Record<never, never>
    SP_PRIVACY_INFO: Record<never, never>
  }
}

function PricesTerms() {
  return (
    <div className="terms">
      <p>
        The Nectar Price is the price you pay when you scan your card or app at the till. The Non-Nectar Price
        is the shelf price paid without a card.
      </p>
      <p>The Nectar Price is the base price less the discount shown. Prices include VAT.</p>
      <p>
        Prices apply in participating stores and online while stocks last, and may change when a promotion
        ends. Limits on quantities may apply.
      </p>
      <p>Not valid at concessions, petrol stations and certain partner stores.</p>
    </div>
  )
}

function PersonalisedPricesSchemeTerms() {
  return (
    <div className="terms">
      <p>
        Personalised prices are offers chosen for you. They are available to UK shoppers aged 18+ with a
        digitally registered card.
      </p>
      <p>
        Each price is shown in your account and applies to the card it was shown for. It cannot be
        transferred, exchanged for cash or points, or used with a temporary card.
      </p>
      <p>A service failure is compensated by a voucher within 7 days, usable once within 6 months.</p>
      <p>We may withdraw or change the scheme with notice in the app and on this website.</p>
    </div>
  )
}

function PersonalisedPricesPrivacy() {
  return (
    <div className="terms">
      <p>
        To choose your personalised prices we use what you buy with your card: the products, where and when.
        We do not use your payment card details.
      </p>
      <p>
        Your prices are worked out by us, not by the brands whose products are listed; brands see only totals
        that cannot identify you.
      </p>
      <p>
        You can ask us to stop personalising your prices at any time by contacting our Careline. You will
        still see the prices everyone gets.
      </p>
      <p>Our privacy policy explains your rights over your data and how long we keep it.</p>
    </div>
  )
}

const termsPopup = { variant: 'modal', height: 'window' } as const

registerPopup('PRICES_TNC', { ...termsPopup, title: 'Prices terms and conditions', Content: PricesTerms })
registerPopup('SP_TNC', {
  ...termsPopup,
  title: 'Personalised prices terms and conditions',
  Content: PersonalisedPricesSchemeTerms,
})
registerPopup('SP_PRIVACY_INFO', {
  ...termsPopup,
  title: 'How we use your data for personalised prices',
  Content: PersonalisedPricesPrivacy,
})
