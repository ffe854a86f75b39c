/**
 * Card-number entry (enter-card-number, login, app-enter-card-number). With the skip-collector-id
 * switch on it goes straight to identity login, carrying `next`.
 */

import { useEffect } from 'react'
import { useSearch } from 'wouter'
import { loginApi } from '../../../../shared/contract/login.ts'
import { Loading } from '../../../components/query/loading.tsx'
import { useRegistration } from '../../../features/registration/hooks/registration-store.ts'
import { useLoginState } from '../../../features/sign-in/api/get-login-state.ts'
import { CardNumberForm } from '../../../features/sign-in/components/card-number-form.tsx'
import { withQueryClient } from '../../../lib/with-query-client.tsx'

/** A top-level navigation to the gateway, which redirects to the provider (not a fetch). */
const IDENTITY_START = loginApi.identityStart.url

function EnterCardNumberRoute() {
  const next = new URLSearchParams(useSearch()).get('next') ?? undefined
  const { state, failed } = useLoginState()
  // Registration errors held in state are shown above the form (§2).
  const held = useRegistration().error?.message
  const skip = state?.skipCollectorId === true
  useEffect(() => {
    if (!skip) return
    const query = new URLSearchParams(next ? { next } : {}).toString()
    window.location.replace(query ? `${IDENTITY_START}?${query}` : IDENTITY_START)
  }, [skip, next])
  if ((!state && !failed) || skip) return <Loading>Loading</Loading>
  return <CardNumberForm next={next} held={held} />
}

// Reads server data: rendered inside the app's QueryClient (lib/react-query.ts).
export default withQueryClient(EnterCardNumberRoute)
