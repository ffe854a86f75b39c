/**
 * GET_IN_TOUCH_FAQ (routes specification §2.5): for a collector the answers did not help: the
 * Careline number and hours, and the ways to reach us (contact page, feedback).
 */
import { registerPopup } from '../../../components/popups/popup-registry.ts'
import { Link } from '../../../components/ui/link.tsx'
import { CARELINE_HOURS, CarelineNumber } from '../careline.tsx'

declare module '../../../components/popups/popup-registry.ts' {
  interface PopupTypes {
    GET_IN_TOUCH_FAQ: Record<never, never>
  }
}

function GetInTouch({ close }: { close: () => void }) {
  return (
    <div className="get-in-touch">
      <p>
        Call our Careline on <CarelineNumber />.
      </p>
      <p>{CARELINE_HOURS}</p>
      <p className="get-in-touch__actions">
        <Link href="/contact-us" variant="primary" onClick={close}>
          Contact us
        </Link>
        <Link href="/feedback" variant="secondary" onClick={close}>
          Send us feedback
        </Link>
      </p>
    </div>
  )
}

registerPopup('GET_IN_TOUCH_FAQ', {
  title: 'Get in touch',
  variant: 'modal',
  height: 'compact',
  Content: GetInTouch,
})
