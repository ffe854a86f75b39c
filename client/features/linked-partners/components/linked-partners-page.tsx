/** /account/linked-partners: the collector's points balance and each partner's linked account. */
import { useLinkedPartners } from '../api/get-linked-partners.ts'
import { formatPoints } from './format.ts'
import { PartnerAccount } from './partner-account.tsx'

export function LinkedPartnersPage() {
  const { data, isPending, isError } = useLinkedPartners()
  return (
    <div className="page linked-partners">
      <h1>Linked accounts</h1>
      {isPending && <p>Loading - Please wait...</p>}
      {isError && <p role="alert">Looks like something went wrong. Please try again later.</p>}
      {data && (
        <>
          <p className="linked-partners__balance">
            Your points balance: <strong>{formatPoints(data.balance)} points</strong>
          </p>
          {data.partners.map((partner) => (
            <PartnerAccount key={partner.key} partner={partner} />
          ))}
        </>
      )}
    </div>
  )
}
