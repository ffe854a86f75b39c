/**
 * A new collector's home, with no points yet: what to do next (save offers, then scan the card
 * when shopping). Nothing once they have points, nor while the balance is loading or failed (the
 * balance panel says so).
 */
import { Link } from '../../../components/ui/link.tsx'
import { useBalance } from '../api/get-balance.ts'

export function FirstStepsPanel() {
  const { data } = useBalance()
  if (data?.points !== 0) return null
  return (
    <section className="first-steps" aria-labelledby="first-steps-heading">
      <h2 id="first-steps-heading">Start collecting points</h2>
      <p>You don't have any points yet. Here's how to get your first ones:</p>
      <ol className="first-steps__list">
        <li>Save offers to your card, so you collect bonus points when you shop.</li>
        <li>Scan your digital card at the till at Sainsbury's or Esso, or shop with our partners.</li>
      </ol>
      <Link href="/sainsburys" variant="primary">
        Find offers to save
      </Link>
    </section>
  )
}
