/**
 * Management API (`customer/*`, `credentials/*`, `2fa/*`): one method per call over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import { createHotelsMethods } from './hotels.ts'
import type { CallContext, RestClient } from './rest-client.ts'
import {
  CollectorHashSchema,
  CustomerSchema,
  JsonDocumentSchema,
  LogoutSessionSchema,
  NectarIdSchema,
} from './schemas.ts'

export function createManagementClient(rest: RestClient) {
  return {
    ...createHotelsMethods(rest),
    customer: (accessToken: string, context: CallContext = {}) =>
      rest.get({ ...context, path: '/customer/v2', token: accessToken, schema: JsonDocumentSchema }),
    /** The profile read after login (first name for the greeting). */
    profile: (accessToken: string, context: CallContext = {}) =>
      rest.get({ ...context, path: '/customer/v2', token: accessToken, schema: CustomerSchema }),
    collectorHash: (accessToken: string, context: CallContext = {}) =>
      rest.get({ ...context, path: '/collector-hash', token: accessToken, schema: CollectorHashSchema }),
    /** Logout step 1 (delete-session). */
    deleteSession: (accessToken: string, context: CallContext = {}) =>
      rest.delete({ ...context, path: '/session', body: {}, token: accessToken, responseType: 'ignore' }),
    /** Logout step 4: the token for the identity logout's id_token_hint. */
    logoutSession: (accessToken: string, context: CallContext = {}) =>
      rest.delete({
        ...context,
        path: '/logout-session',
        body: {},
        token: accessToken,
        schema: LogoutSessionSchema,
      }),
    /** Logout step 3, when the hotels-logout switch is on. */
    hotelsLogout: (accessToken: string, context: CallContext = {}) =>
      rest.delete({
        ...context,
        path: '/hotels/logout',
        body: {},
        token: accessToken,
        responseType: 'ignore',
      }),
    hotelsPartnerLogout: (accessToken: string, context: CallContext = {}) =>
      rest.delete({
        ...context,
        path: '/hotels/partner/logout',
        body: {},
        token: accessToken,
        responseType: 'ignore',
      }),
    nectarId: (accessToken: string, context: CallContext = {}) =>
      rest.get({ ...context, path: '/customer/nectar-id', token: accessToken, schema: NectarIdSchema }),
  }
}

export type ManagementClient = ReturnType<typeof createManagementClient>
