/**
 * /oauth_redirect: the identity provider's return, answered by the gateway (it finishes the login
 * and sends the browser on). Reached inside the app instead (a history navigation), the page loads
 * itself again so that the gateway sees it.
 */

import { useEffect } from 'react'
import { Loading } from '../../../components/query/loading.tsx'

export default function OauthRedirectRoute() {
  useEffect(() => {
    window.location.replace(window.location.href)
  }, [])
  return <Loading>Signing you in</Loading>
}
