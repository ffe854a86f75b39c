/**
 * The collector's vouchers in three groups, active, used and expired (the upstream's order within
 * each), each with its partner's logo and description; 'Show voucher' opens the voucher modal.
 */
import type { Voucher } from '../../../../shared/contract/vouchers.ts'
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { QueryState } from '../../../components/query/query-state.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { useVouchers } from '../api/get-vouchers.ts'
import { formatDate, formatValue } from '../format.ts'
import '../popups/voucher-code-modal.tsx'

const GROUPS = [
  { status: 'ACTIVE', heading: 'Ready to use', empty: "You don't have any vouchers to use right now." },
  { status: 'USED', heading: 'Used', empty: null },
  { status: 'EXPIRED', heading: 'Expired', empty: null },
] as const

function VoucherCard({ voucher, onShow }: { voucher: Voucher; onShow: () => void }) {
  return (
    <li className={`voucher-card voucher-card--${voucher.status.toLowerCase()}`}>
      <img className="voucher-card__logo" src={voucher.logoImageLocation} alt="" width={56} height={56} />
      <div className="voucher-card__text">
        <p className="voucher-card__partner">{voucher.partnerName}</p>
        <h3 className="voucher-card__title">{voucher.itemDescription}</h3>
        <p className="voucher-card__meta">
          {formatValue(voucher.valuePence)} ·{' '}
          {voucher.status === 'EXPIRED'
            ? `Expired ${formatDate(voucher.expiresAt)}`
            : voucher.status === 'USED'
              ? 'Used'
              : `Expires ${formatDate(voucher.expiresAt)}`}
        </p>
      </div>
      <Button
        variant="secondary"
        className="voucher-card__show"
        aria-haspopup="dialog"
        aria-label={`Show voucher: ${voucher.itemDescription}`}
        onClick={onShow}
      >
        Show voucher
      </Button>
    </li>
  )
}

export function VoucherList() {
  const vouchers = useVouchers()
  const { openPopup, popup } = usePopupManager()
  return (
    <QueryState
      query={vouchers}
      loading="Loading your vouchers"
      failed="We couldn't load your vouchers."
      failureHidesData
    >
      {(data) => <Vouchers vouchers={data.vouchers} openPopup={openPopup} popup={popup} />}
    </QueryState>
  )
}

function Vouchers({
  vouchers: all,
  openPopup,
  popup,
}: { vouchers: Voucher[] } & Pick<ReturnType<typeof usePopupManager>, 'openPopup' | 'popup'>) {
  if (all.length === 0)
    return (
      <section className="voucher-list__empty" aria-labelledby="vouchers-none">
        <h2 id="vouchers-none">You don't have any vouchers yet</h2>
        <p>Spend your points on a reward, or choose a free one, and its voucher will be here ready to use.</p>
        <p className="voucher-list__next">
          <Link href="/zero-point-redemption">Choose a free reward</Link>
          <Link href="/redemption">See what your points can get</Link>
        </p>
      </section>
    )
  return (
    <div className="voucher-list">
      {GROUPS.map(({ status, heading, empty }) => {
        const vouchers = all.filter((voucher) => voucher.status === status)
        if (vouchers.length === 0 && !empty) return null
        return (
          <section key={status} className="voucher-list__group" aria-labelledby={`vouchers-${status}`}>
            <h2 id={`vouchers-${status}`}>
              {heading} ({vouchers.length})
            </h2>
            {vouchers.length === 0 ? (
              <p>{empty}</p>
            ) : (
              <ul className="voucher-list__items">
                {vouchers.map((voucher) => (
                  <VoucherCard
                    key={voucher.id}
                    voucher={voucher}
                    onShow={() =>
                      openPopup('VOUCHER_CODE_MODAL', {
                        voucherId: voucher.id,
                        partnerName: voucher.partnerName,
                      })
                    }
                  />
                ))}
              </ul>
            )}
          </section>
        )
      })}
      {popup}
    </div>
  )
}
