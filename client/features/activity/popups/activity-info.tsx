/** ACTIVITY_INFO, the activity information modal (routes specification §2.5). */
import { registerPopup } from '../../../components/popups/popup-registry.ts'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    ACTIVITY_INFO: Record<never, never>
  }
}

function ActivityInfo() {
  return <p>Transactions usually take up to 48 hours to appear.</p>
}

registerPopup('ACTIVITY_INFO', {
  title: 'About your activity',
  variant: 'modal',
  height: 'compact',
  Content: ActivityInfo,
})
