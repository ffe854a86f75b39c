/** CARD_NUMBER_HELP (registration §2 Help popup): "Need some help?", the FAQs and the Careline. */
import { useAppConfig } from '../../../lib/app-config.ts'
import { Link } from '../../ui/link.tsx'
import { registerPopup } from '../popup-registry.ts'

declare module '../popup-registry.ts' {
  interface PopupTypes {
    CARD_NUMBER_HELP: Record<never, never>
  }
}

function CardNumberHelp() {
  const { carelinePhone } = useAppConfig()
  return (
    <p>
      Read our <Link href="/help">FAQs</Link> or call our Careline on{' '}
      <Link href={`tel:${carelinePhone.replaceAll(' ', '')}`}>{carelinePhone}</Link>.
    </p>
  )
}

registerPopup('CARD_NUMBER_HELP', {
  title: 'Need some help?',
  variant: 'modal',
  height: 'compact',
  Content: CardNumberHelp,
})
