/** Help popup (registration §2): the popup manager's CARD_NUMBER_HELP content type. */
import './popups/contents/card-number-help.tsx'
import { PopupManager } from './popups/popup-manager.tsx'

const CARD_NUMBER_HELP = { type: 'CARD_NUMBER_HELP', props: {} } as const

export function CardHelpPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <PopupManager popup={CARD_NUMBER_HELP} open={open} onClose={onClose} />
}
