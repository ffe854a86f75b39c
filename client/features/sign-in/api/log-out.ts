/**
 * `POST /api/session/logout` (registration specification §4 Logout): the gateway does the calls and
 * ends the session; the answer says where to go and whether to keep the logout-success flag.
 */
import { sessionApi } from '../../../../shared/contract/session.ts'
import { call } from '../../../lib/api-client.ts'

export const logOut = (next: string | null) =>
  call(sessionApi.logout, { body: next ? { next } : {} }, { redirectOn401: false })
