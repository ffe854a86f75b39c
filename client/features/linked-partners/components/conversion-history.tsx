/** The linked account's conversions, newest first: when, which way, how many, and the result (spec §4). */
import type { Conversion, PartnerView } from '../../../../shared/contract/linked-partners.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { useConversions } from '../api/get-conversions.ts'
import { formatDate, formatPoints } from './format.ts'

const RESULT_LABELS: Record<Conversion['result'], string> = {
  SUCCESS: 'Complete',
  PENDING: 'Processing',
  ERROR: 'Not completed',
}

export function ConversionHistory({ partner, linkId }: { partner: PartnerView; linkId: string }) {
  const conversions = useConversions(linkId)
  const describe = (conversion: Conversion) =>
    conversion.direction === 'NTP'
      ? `${formatPoints(conversion.points)} points to ${formatPoints(conversion.convertedPoints)} ${partner.pointsName}`
      : `${formatPoints(conversion.points)} ${partner.pointsName} to ${formatPoints(conversion.convertedPoints)} points`
  return (
    <section className="conversion-history" aria-labelledby="conversion-history-heading">
      <h3 id="conversion-history-heading">Your conversions</h3>
      <QueryState
        query={conversions}
        loading="Loading - Please wait..."
        failed="We're having trouble displaying this right now. Try again or check back later."
        failureHidesData
      >
        {(data) =>
          data.conversions.length === 0 ? (
            <p>You haven't converted any points yet.</p>
          ) : (
            <ul className="conversion-history__list">
              {data.conversions.map((conversion) => (
                <li key={conversion.id} className="conversion-history__item">
                  <span className="conversion-history__what">{describe(conversion)}</span>
                  <span className="conversion-history__when">{formatDate(conversion.createdAt)}</span>
                  <span
                    className={`conversion-history__result conversion-history__result--${conversion.result.toLowerCase()}`}
                  >
                    {RESULT_LABELS[conversion.result]}
                  </span>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </section>
  )
}
