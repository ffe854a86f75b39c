/**
 * The anonymous confirmation calls (management API's base URL): `PUT verify-email` and
 * `PUT customer/v3/email`, declared in `shared/contract/upstream/email-confirmation.ts`. A spent
 * token cannot be spent twice, so these PUTs are not retried.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as confirmation from '../../../../../shared/contract/upstream/email-confirmation.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createEmailConfirmationClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    verifyEmail: (token: string, context: CallContext = {}) =>
      call(confirmation.verifyEmail, { ...context, body: { token }, retry: false, responseType: 'ignore' }),
    /** customer/v3/email: the version that takes the optional new password. */
    updateEmail: (token: string, newPassword: string | undefined, context: CallContext = {}) =>
      call(confirmation.updateEmailV3, {
        ...context,
        body: newPassword === undefined ? { token } : { token, newPassword },
        retry: false,
      }),
  }
}
