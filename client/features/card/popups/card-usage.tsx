/** CARD_USAGE, the sliding popup 'how to use my card' (routes specification §2.5). */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { CardUsageSteps } from '../components/card-usage-panel.tsx'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    CARD_USAGE: Record<never, never>
  }
}

registerPopup('CARD_USAGE', {
  title: 'How do I use my card?',
  variant: 'sliding',
  height: 'window',
  Content: CardUsageSteps,
})
