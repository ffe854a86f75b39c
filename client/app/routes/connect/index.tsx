/**
 * /nectar-connect and /nectar-connect/index.htm (routes specification §2.1): partner connect. The
 * request link (`index.htm?code=<partner>&scope=&state=`, optionally `redirect_uri`) opens the consent
 * page; /nectar-connect itself (optional `from`) explains connecting, as a connection always starts at
 * the partner (it alone holds the state it will check on return).
 */
import type { ConnectRequest } from '../../../../shared/contract/connect.ts'
import { ConnectConsent } from '../../../features/connect/components/connect-consent.tsx'
import { loginHref } from '../../../lib/api-client.ts'
import { useSession } from '../../../lib/use-session.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import type { ChunkScreens } from '../../chunk-screens.ts'
import type { ScreenProps } from '../../screen-props.ts'

/** The link's own fields only; the gateway checks each again. */
function requestOf(search: URLSearchParams): ConnectRequest {
  const field = (name: string) => search.get(name) ?? undefined
  const [scope, state, redirectUri] = [field('scope'), field('state'), field('redirect_uri')]
  return {
    code: field('code') ?? '',
    ...(scope ? { scope } : {}),
    ...(state ? { state } : {}),
    ...(redirectUri ? { redirect_uri: redirectUri } : {}),
  }
}

function NectarConnect(_props: ScreenProps) {
  const session = useSession()
  const search = new URLSearchParams(window.location.search)
  if (window.location.pathname.endsWith('/index.htm'))
    return (
      <div className="page connect-page">
        <ConnectConsent
          request={requestOf(search)}
          signedIn={session?.signedIn}
          loginHref={loginHref(window.location)}
        />
      </div>
    )
  return (
    <div className="page connect-page">
      <h1>Connect your card to partners</h1>
      <p>
        Some partners can add points to your card, or show your points, once you connect your account to them.
        You choose each partner, and you see exactly what it gets before you say yes.
      </p>
      <h2>How to connect</h2>
      <ol>
        <li>Start at the partner's website or app: look for the option to connect your card.</li>
        <li>The partner sends you here. Log in if you need to.</li>
        <li>Check what the partner asks for, then choose Allow or Don't allow.</li>
        <li>You go straight back to the partner.</li>
      </ol>
      <p>Nothing is shared until you press Allow, and we never share your password.</p>
    </div>
  )
}

export const screens = { 'nectar-connect': withQueryClient(NectarConnect) } satisfies ChunkScreens
