/**
 * /sso-redirection: a loader while the single-sign-on handler takes the login token to identity
 * login (features/sign-in/sso/sso-login.ts); without a token, the welcome page. Someone already
 * signed in needs no login: they go straight on to `next` (a page of this site) or home.
 */

import { useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { createRouteTable } from '../../../../shared/routes/route-table.ts'
import { safeNextPath } from '../../../../shared/routes/safe-redirect.ts'
import { SSO_REDIRECTION_PATH } from '../../../../shared/routes/single-sign-on.ts'
import { Loading } from '../../../components/query/loading.tsx'
import { ssoLoginUrl } from '../../../features/sign-in/sso/sso-login.ts'
import { useAppConfig } from '../../../lib/app-config.ts'
import { useSession } from '../../../lib/use-session.ts'
import { withQueryClient } from '../../../lib/with-query-client.tsx'
import { WelcomeRoute } from '../welcome.tsx'

function SsoRedirectionRoute() {
  const search = useSearch()
  const [, navigate] = useLocation()
  const { identityStartPrefix } = useAppConfig()
  const hasToken = ssoLoginUrl({ pathname: SSO_REDIRECTION_PATH, search: `?${search}` }) !== undefined

  const signedIn = useSession({ enabled: hasToken })?.signedIn === true

  useEffect(() => {
    if (!hasToken || !signedIn) return
    const routes = createRouteTable({ identityStartPrefix })
    navigate(safeNextPath(new URLSearchParams(search).get('next'), routes) ?? '/', { replace: true })
  }, [hasToken, signedIn, search, identityStartPrefix, navigate])

  if (!hasToken) return <WelcomeRoute />
  return <Loading>Signing you in</Loading>
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(SsoRedirectionRoute)
