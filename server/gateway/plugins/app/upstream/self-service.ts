/**
 * The management API's anonymous self-service calls (two-factor codes of a signed-out flow, the
 * password reset): one method per call of `shared/contract/upstream/self-service.ts`, on the
 * management family's pool. None is retried: each sends a message or uses a token.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { BodyOf } from '../../../../../shared/contract/endpoint.ts'
import * as selfService from '../../../../../shared/contract/upstream/self-service.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createSelfServiceClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    deliveryOptions: (flowToken: string, context: CallContext = {}) =>
      call(selfService.deliveryOptions, { ...context, body: { flowToken } }),
    sendCode: (id: selfService.DeliveryMethod, flowToken: string, context: CallContext = {}) =>
      call(selfService.sendCode, { ...context, params: { id }, body: { flowToken } }),
    requestResetByEmail: (email: string, context: CallContext = {}) =>
      call(selfService.passwordReset, { ...context, body: { email }, responseType: 'ignore' }),
    requestResetByCard: (collectorId: string, context: CallContext = {}) =>
      call(selfService.passwordResetWithId, { ...context, body: { collectorId }, responseType: 'ignore' }),
    openResetLink: (token: string, context: CallContext = {}) =>
      call(selfService.passwordResetLink, { ...context, body: { token } }),
    verifyResetCode: (body: BodyOf<typeof selfService.verifyResetCode>, context: CallContext = {}) =>
      call(selfService.verifyResetCode, { ...context, body, responseType: 'ignore' }),
    setPassword: (body: BodyOf<typeof selfService.setPassword>, context: CallContext = {}) =>
      call(selfService.setPassword, { ...context, body }),
    openCodeLink: (token: string, context: CallContext = {}) =>
      call(selfService.securityCodeLink, { ...context, body: { token } }),
    verifyCodeLink: (body: BodyOf<typeof selfService.verifySecurityCodeLink>, context: CallContext = {}) =>
      call(selfService.verifySecurityCodeLink, { ...context, body }),
  }
}
