/**
 * /personalised-advertising: the public privacy-and-legal page for everyone (the same as
 * /digital-advertising) and, for a signed-in collector, their online-advertising choice under it.
 */
import { AdvertisingPreference } from '../../../features/account-settings/components/advertising-preference.tsx'
import { useSession } from '../../../lib/use-session.ts'
import type { ScreenProps } from '../../screen-props.ts'
import { PublicPages } from '../public/index.tsx'

/** The route table's screen for the static page this one shows. */
const STATIC_SCREEN = 'static-privacy-and-legal'

export function PersonalisedAdvertisingScreen({ entry, params }: ScreenProps) {
  const session = useSession()
  return (
    <>
      <PublicPages entry={{ ...entry, screen: STATIC_SCREEN }} params={params} />
      {session?.signedIn && (
        <section className="page account-settings" aria-labelledby="your-advertising-choice">
          <h2 id="your-advertising-choice">Your advertising choice</h2>
          <AdvertisingPreference />
        </section>
      )}
    </>
  )
}
