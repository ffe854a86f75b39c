/**
 * REMEMBERME_INFO_VIEW (routes specification §2.5): the card number is stored in cookies, so
 * ticking "remember me" on a shared device is advised against.
 */
import { registerPopup } from '../popup-registry.ts'

declare module '../popup-registry.ts' {
  interface PopupTypes {
    REMEMBERME_INFO_VIEW: Record<never, never>
  }
}

function RememberMeInfo() {
  return (
    <>
      <p>If you tick Remember me, we store your card number in cookies on this device.</p>
      <p>Don't tick it on a shared device.</p>
    </>
  )
}

registerPopup('REMEMBERME_INFO_VIEW', {
  title: 'Remember me',
  variant: 'modal',
  height: 'compact',
  Content: RememberMeInfo,
})
