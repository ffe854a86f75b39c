/**
 * `POST /api/session/logout` (registration specification §4 Logout): the gateway does the calls and
 * ends the session; the answer says where to go and whether to keep the logout-success flag.
 */
import { api } from '../../../lib/api-client.ts'

export type LogoutAnswer = { location: string; logoutSuccess: boolean }

export const logOut = (next: string | null) =>
  api.post<LogoutAnswer>('/api/session/logout', next ? { next } : {}, { redirectOn401: false })
