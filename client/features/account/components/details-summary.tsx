/**
 * /account/details: the current name, e-mail, mobile number and address (masked), each with a
 * link to change it.
 */

import type { AccountDetails } from '../../../../shared/contract/account.ts'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useAccountDetails } from '../api/get-account-details.ts'

export function DetailsSummary() {
  return (
    <QueryState
      query={useAccountDetails()}
      loading="Loading - Please wait..."
      failed="We're having trouble displaying this right now. Try again or check back later."
    >
      {(data) => <Details data={data} />}
    </QueryState>
  )
}

function Details({ data }: { data: AccountDetails }) {
  const rows = [
    {
      key: 'name',
      term: 'Name',
      value: [data.title, data.firstName, data.lastName].filter(Boolean).join(' '),
      href: '/account/details/name',
    },
    {
      key: 'email',
      term: 'Email address',
      value: data.email ?? 'Not given',
      note:
        data.email && !data.emailVerified
          ? 'Not confirmed yet: open the link we emailed to this address.'
          : undefined,
      href: '/account/details/email',
    },
    {
      key: 'mobile',
      term: 'Mobile number',
      value: data.mobile ? `${data.mobile.countryCode} ••• ••• ${data.mobile.lastDigits}` : 'Not given',
      href: '/account/details/mobile-number',
    },
    {
      key: 'address',
      term: 'Address',
      value: data.address ? [...data.address.lines, data.address.postcode].join(', ') : 'Not given',
      href: '/account/details/address',
    },
  ]
  return (
    <dl className="account-details">
      {rows.map((row) => (
        <div className="account-details__row" key={row.key}>
          <dt>{row.term}</dt>
          <dd data-field={row.key}>
            {row.value}
            {row.note && <span className="account-details__note">{row.note}</span>}
          </dd>
          <dd>
            <Link href={row.href} aria-label={`Change ${row.term.toLowerCase()}`}>
              Change
            </Link>
          </dd>
        </div>
      ))}
    </dl>
  )
}
