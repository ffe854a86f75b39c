/** COOKIE_SETTINGS: the consent panel in a popup, opened from the footer on any page. */
import { ConsentPanel } from '../../consent/consent-panel.tsx'
import { registerPopup } from '../popup-registry.ts'

declare module '../popup-registry.ts' {
  interface PopupTypes {
    COOKIE_SETTINGS: Record<never, never>
  }
}

registerPopup('COOKIE_SETTINGS', {
  title: 'Cookie settings',
  variant: 'modal',
  height: 'window',
  Content: ({ close }) => <ConsentPanel onSaved={close} />,
})
