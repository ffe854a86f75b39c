/**
 * The account hub (/account): the collector's name and card number, and a link to every account
 * page. Details come from the details query, so a change elsewhere shows here at once; the
 * details have their own error boundary, so the links stay when they fail to render.
 */
import { CARD_PREFIX } from '../../../../shared/constants/limits.ts'
import { PanelBoundary } from '../../../components/errors/panel-boundary.tsx'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { accountKeys } from '../api/account-keys.ts'
import { useAccountDetails } from '../api/get-account-details.ts'

const ACCOUNT_PAGES = [
  { href: '/account/details', label: 'Your details', hint: 'Name, address, email and mobile number' },
  { href: '/account/password', label: 'Change your password', hint: 'Keep your account secure' },
  { href: '/account/comms', label: 'Communication preferences', hint: 'How we keep in touch' },
  { href: '/account/online-advertising', label: 'Online advertising', hint: 'Personalised adverts online' },
  { href: '/account/sound-effects', label: 'Sound effects', hint: 'Sounds in the app and website' },
  { href: '/account/redemption-lock', label: 'Lock your points', hint: 'Stop points being spent' },
  { href: '/account/replace-card/reason', label: 'Replace your card', hint: 'Lost, stolen or damaged' },
  { href: '/account/linked-partners', label: 'Linked accounts', hint: 'Partner accounts you have linked' },
  { href: '/account/additional-details', label: 'Additional details', hint: 'Help us tailor your offers' },
  { href: '/account/close', label: 'Close account', hint: 'Close your account for good' },
] as const

/** The card number as printed: the prefix, then the collector's digits in groups of four. */
const printedCardNumber = (cardNumber: string) => `${CARD_PREFIX}${cardNumber}`.replace(/(.{4})(?=.)/g, '$1 ')

export function AccountHub() {
  const details = useAccountDetails()
  return (
    <div className="page account">
      <h1>Your account</h1>
      <PanelBoundary queries={[accountKeys.details()]}>
        <QueryState
          query={details}
          loading="Loading - Please wait..."
          failed="We're having trouble displaying this right now. Try again or check back later."
        >
          {(data) => (
            <dl className="account-summary">
              <div>
                <dt>Name</dt>
                <dd>
                  {data.firstName} {data.lastName}
                </dd>
              </div>
              <div>
                <dt>Card number</dt>
                <dd>{printedCardNumber(data.cardNumber)}</dd>
              </div>
            </dl>
          )}
        </QueryState>
      </PanelBoundary>
      <nav aria-label="Account pages">
        <ul className="account-links">
          {ACCOUNT_PAGES.map((page) => (
            <li key={page.href}>
              <Link href={page.href} className="account-links__link">
                <span className="account-links__label">{page.label}</span>
                <span className="account-links__hint">{page.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}
