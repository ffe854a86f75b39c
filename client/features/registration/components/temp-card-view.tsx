/** /temp-card/your-card/:token: the temporary card, valid 30 days, with its barcode. */
import type { LinkRefusalCode } from '../../../../shared/constants/email-links.ts'
import { InvalidLink, linkFailureOf } from '../../../components/invalid-link.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { Notice } from '../../../components/ui/notice.tsx'
import { ApiError, DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useTempCard } from '../api/get-temp-card.ts'

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })

export function TempCardView({ token }: { token: string }) {
  const { cardPrefix, schemeName, identityStartPrefix: prefix } = useAppConfig()
  const { data: card, error: caught } = useTempCard(token)
  const error = caught ? (caught instanceof ApiError ? caught.message : DEFAULT_ERROR_MESSAGE) : undefined
  const failure = linkFailureOf(caught)

  if (failure) return <TempCardLinkInvalid failure={failure} />
  return (
    <div className="page registration">
      <h1>Your temporary card</h1>
      {error && <Notice kind="error">{error}</Notice>}
      {!card && !error && <p role="status">Loading your card</p>}
      {card && (
        <div className="temp-card">
          <p className="temp-card__name">{schemeName}</p>
          <img
            className="temp-card__barcode"
            src={card.barcode}
            alt={`Barcode for card number ${cardPrefix}${card.cardNumber}`}
          />
          <p className="temp-card__number">
            {cardPrefix}
            <strong>{card.cardNumber}</strong>
          </p>
          <p>Valid for 30 days, until {dateFormat.format(new Date(card.validUntil))}.</p>
        </div>
      )}
      <p>
        <Link href={`${prefix}/card-check`}>Want full access? Register now</Link>
      </p>
    </div>
  )
}

/** A temporary card's link cut short, mistyped or no longer known: the way to get another card. */
export function TempCardLinkInvalid({ failure }: { failure?: LinkRefusalCode }) {
  const { identityStartPrefix: prefix } = useAppConfig()
  return (
    <div className="page registration">
      <InvalidLink
        {...(failure ? { failure } : {})}
        why="Check you copied the whole link from the email. Temporary cards work for 30 days: if yours has ended, get a new one."
        next={{ href: `${prefix}/temp-card`, label: 'Get a temporary card' }}
      />
    </div>
  )
}
