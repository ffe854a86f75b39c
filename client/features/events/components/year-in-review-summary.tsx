/** A collector's year in review: their points and shopping over the year, in a few figures. */
import type { YearInReview } from '../../../../shared/contract/event-pages.ts'

const MONTHS = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' })
const monthName = (month: number) => MONTHS.format(new Date(Date.UTC(2000, month - 1, 1)))
const number = new Intl.NumberFormat('en-GB')

export function YearInReviewSummary({ review }: { review: YearInReview }) {
  const figures: [label: string, value: string][] = [
    ['Points collected', number.format(review.pointsCollected)],
    ['Points spent', number.format(review.pointsSpent)],
    ['Offers saved', number.format(review.offersSaved)],
    ['Shopping trips with your card', number.format(review.shoppingTrips)],
  ]
  return (
    <section className="year-in-review" aria-labelledby="year-in-review-figures">
      <h2 id="year-in-review-figures">Your {review.year} in numbers</h2>
      <dl className="year-in-review__figures">
        {figures.map(([label, value]) => (
          <div key={label} className="year-in-review__figure">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        {review.topPartner
          ? `You collected most with ${review.topPartner}.`
          : 'You collected with us at the supermarket and the fuel station.'}{' '}
        {review.busiestMonth
          ? `Your busiest month was ${monthName(review.busiestMonth)}.`
          : 'Every month was much the same.'}
      </p>
    </section>
  )
}
