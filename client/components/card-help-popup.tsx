/** Help popup (§2): "Need some help?", the FAQs and the Careline number. */

import { useAppConfig } from '../lib/app-config.ts'
import { Link } from './ui/link.tsx'
import { Popup } from './ui/popup.tsx'

export function CardHelpPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { carelinePhone } = useAppConfig()
  return (
    <Popup open={open} title="Need some help?" onClose={onClose}>
      <p>
        Read our <Link href="/help">FAQs</Link> or call our Careline on{' '}
        <Link href={`tel:${carelinePhone.replaceAll(' ', '')}`}>{carelinePhone}</Link>.
      </p>
    </Popup>
  )
}
