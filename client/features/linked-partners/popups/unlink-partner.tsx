/**
 * UNLINK_PARTNER: asks before a partner account is unlinked, saying what the collector loses until
 * they link it again; Unlink confirms, Cancel leaves the account linked.
 */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Button } from '../../../components/ui/button.tsx'

type UnlinkPartnerProps = { partnerName: string; pointsName: string; onConfirm: () => void }

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    UNLINK_PARTNER: UnlinkPartnerProps
  }
}

function UnlinkPartner({
  partnerName,
  pointsName,
  onConfirm,
  close,
}: UnlinkPartnerProps & { close: () => void }) {
  return (
    <div className="unlink-partner">
      <p>
        You won't be able to convert points to or from {partnerName} {pointsName} until you link this account
        again. Your conversions so far stay in your history.
      </p>
      <p className="popup-actions">
        <Button
          onClick={() => {
            close()
            onConfirm()
          }}
        >
          Unlink account
        </Button>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </p>
    </div>
  )
}

registerPopup('UNLINK_PARTNER', {
  title: ({ partnerName }) => `Unlink your ${partnerName} account?`,
  variant: 'modal',
  height: 'compact',
  Content: UnlinkPartner,
})
