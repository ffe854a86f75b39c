/**
 * Whether the browser is signed in (`GET /api/session`). Calls made at the same moment (the
 * header and the route guard on one navigation) share one request; a failed call reads as signed
 * out, which only ever sends the person to log in.
 */
import type { SessionInfo } from '../../shared/contract/session.ts'
import { api } from './api-client.ts'

let inFlight: Promise<SessionInfo> | undefined

export function fetchSession(): Promise<SessionInfo> {
  inFlight ??= api
    .get<SessionInfo>('/api/session', { redirectOn401: false })
    .catch((): SessionInfo => ({ signedIn: false }))
    .finally(() => {
      inFlight = undefined
    })
  return inFlight
}
