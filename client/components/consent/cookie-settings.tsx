/** A 'Cookie settings' button and its popup: the consent panel, for any screen to offer. */
import '../popups/contents/cookie-settings.tsx'
import { usePopupManager } from '../popups/popup-manager.tsx'
import { Button } from '../ui/button.tsx'

export function CookieSettings() {
  const { openPopup, popup } = usePopupManager()
  return (
    <>
      <Button variant="text" className="site-footer__cookies" onClick={() => openPopup('COOKIE_SETTINGS')}>
        Cookie settings
      </Button>
      {popup}
    </>
  )
}
