/**
 * The personalised prices terms (routes specification §1) in full, on the page itself: who may have
 * them, where they do not apply, the compensation voucher and the price-promotion window.
 */
export function PersonalisedPricesTerms() {
  return (
    <section className="prices-terms" aria-labelledby="prices-terms-heading">
      <h2 id="prices-terms-heading">Personalised prices terms</h2>
      <ol>
        <li>
          Personalised prices are available to UK shoppers aged 18+ with a digitally registered card. A card
          you have not registered online, or a temporary card, does not get them.
        </li>
        <li>They are not valid at concessions, petrol stations and certain partner stores.</li>
        <li>
          A service failure is compensated by a voucher within 7 days, usable once within 6 months. If the
          till does not give you a personalised price shown to you, tell us and we will send the voucher.
        </li>
        <li>The price-promotion window runs 12 Feb 2020 to 3 Mar 2020.</li>
        <li>
          Prices are personal to the card they were shown for, apply while stocks last and cannot be exchanged
          for cash or points.
        </li>
      </ol>
    </section>
  )
}
