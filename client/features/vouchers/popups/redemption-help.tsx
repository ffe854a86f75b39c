/** The redemption help sliding popup, 'Need some help?' (routes specification §2.5). */

import { VOUCHER_TERMS } from '../../../../shared/contract/vouchers.ts'
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Link } from '../../../components/ui/link.tsx'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    REDEMPTION_HELP: Record<never, never>
  }
}

function RedemptionHelp({ close }: { close: () => void }) {
  return (
    <div className="redemption-help">
      <ol>
        <li>Choose a reward. Free rewards cost no points.</li>
        <li>Check the points it costs, then confirm. We take the points from your balance straight away.</li>
        <li>
          Your voucher appears in Your vouchers at once. Use it within {VOUCHER_TERMS.validForMonths} months.
        </li>
      </ol>
      <p>If you can't spend your points, check whether you have locked them.</p>
      <p className="popup-actions">
        <Link href="/account/redemption-lock" variant="secondary" onClick={close}>
          Lock or unlock your points
        </Link>
        <Link href="/help" onClick={close}>
          Help and FAQs
        </Link>
      </p>
    </div>
  )
}

registerPopup('REDEMPTION_HELP', {
  title: 'Need some help?',
  variant: 'sliding',
  height: 'window',
  Content: RedemptionHelp,
})
