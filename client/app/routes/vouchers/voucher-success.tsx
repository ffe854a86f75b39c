/**
 * /voucher/success?voucher=<id>: where a redemption lands: the new voucher, ready to use, and the
 * way back to the vouchers and to more rewards.
 */
import { useSearch } from 'wouter'
import { Link } from '../../../components/ui/link.tsx'
import { useVoucher } from '../../../features/vouchers/api/get-voucher.ts'
import { VoucherDetailPanel } from '../../../features/vouchers/components/voucher-detail-panel.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function NewVoucher({ voucherId }: { voucherId: string }) {
  return <VoucherDetailPanel query={useVoucher(voucherId)} />
}

function VoucherSuccessRoute() {
  const voucherId = new URLSearchParams(useSearch()).get('voucher') ?? ''
  return (
    <div className="page voucher-page">
      <h1>Your voucher is ready</h1>
      {/^[A-Za-z0-9-]{1,64}$/.test(voucherId) ? (
        <NewVoucher voucherId={voucherId} />
      ) : (
        <p>Your new voucher is in your vouchers.</p>
      )}
      <p className="voucher-page__links">
        <Link href="/vouchers">See all your vouchers</Link>
        <Link href="/redemption">Spend more points</Link>
      </p>
    </div>
  )
}

export default withQueryClient(VoucherSuccessRoute)
