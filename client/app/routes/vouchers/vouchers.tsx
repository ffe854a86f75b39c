/**
 * /vouchers: the collector's vouchers, active, used and expired, each opening the voucher modal;
 * the voucher terms (VOUCHER_TNC) and the ways to get more (spend points, free rewards).
 */
import { usePopupManager } from '../../../components/popups/popup-manager.tsx'
import { Button } from '../../../components/ui/button.tsx'
import { Link } from '../../../components/ui/link.tsx'
import { VoucherList } from '../../../features/vouchers/components/voucher-list.tsx'
import '../../../features/vouchers/popups/voucher-tnc.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

function VouchersRoute() {
  const { openPopup, popup } = usePopupManager()
  return (
    <div className="page vouchers-page">
      <h1>Your vouchers</h1>
      <p className="vouchers-page__links">
        <Link href="/redemption" variant="primary">
          Spend your points
        </Link>
        <Link href="/zero-point-redemption" variant="secondary">
          Free rewards
        </Link>
        <Button variant="text" aria-haspopup="dialog" onClick={() => openPopup('VOUCHER_TNC')}>
          Voucher terms and conditions
        </Button>
      </p>
      <VoucherList />
      {popup}
    </div>
  )
}

export default withQueryClient(VouchersRoute)
