/**
 * 'How do I use my card?' (routes specification §2.5): the two steps at the till and the footnote
 * that the digital card works only at the supermarket and the fuel retailer for now.
 */
function CardUsageSteps() {
  return (
    <>
      <ol className="card-usage__steps">
        <li>When prompted at the till, face the barcode towards the scanner.</li>
        <li>Scan and collect your points.</li>
      </ol>
      <p className="card-usage__footnote">For now, your digital card only works at Sainsbury's and Esso.</p>
    </>
  )
}

export function CardUsagePanel() {
  return (
    <section className="card-usage" aria-labelledby="card-usage-heading">
      <h2 id="card-usage-heading">How do I use my card?</h2>
      <CardUsageSteps />
    </section>
  )
}
