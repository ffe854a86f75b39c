/**
 * Identity API (`progressive/*`, ready, business lookup, password login): one method per call,
 * each a declaration of `shared/contract/upstream/identity.ts` over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { BodyOf } from '../../../../../shared/contract/endpoint.ts'
import * as identity from '../../../../../shared/contract/upstream/identity.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createIdentityClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** A read: safe to repeat, so retried like a GET although it is a POST. */
    ready: (authToken: string, context: CallContext = {}) =>
      call(identity.ready, { ...context, body: { authToken }, retry: true }),
    businessLookup: (context: CallContext = {}) => call(identity.businessLookup, context),
    cardCheck: (body: BodyOf<typeof identity.cardCheck>, context: CallContext = {}) =>
      call(identity.cardCheck, { ...context, body }),
    /** Password login; 141 (two-factor) and DN57 (session upgrade) arrive as UpstreamError. */
    collectorSession: (body: BodyOf<typeof identity.collectorSession>, context: CallContext = {}) =>
      call(identity.collectorSession, { ...context, body }),
    twoFactorCheck: (encryptedSessionJwt: string, context: CallContext = {}) =>
      call(identity.twoFactorCheck, { ...context, body: { encryptedSessionJwt } }),
    twoFactorResend: (encryptedSessionJwt: string, context: CallContext = {}) =>
      call(identity.twoFactorResend, { ...context, body: { encryptedSessionJwt } }),
    twoFactorValidate: (body: BodyOf<typeof identity.twoFactorValidate>, context: CallContext = {}) =>
      call(identity.twoFactorValidate, { ...context, body }),
    emailCheck: (body: BodyOf<typeof identity.emailCheck>, context: CallContext = {}) =>
      call(identity.emailCheck, { ...context, body }),
    /** The e-mailed link's token (progressive/email-check-confirm). */
    emailCheckConfirm: (token: string, context: CallContext = {}) =>
      call(identity.emailCheckConfirm, { ...context, body: { token } }),
    identityEmailCheckConfirm: (authToken: string, identitySessionToken: string, context: CallContext = {}) =>
      call(identity.identityEmailCheckConfirm, { ...context, body: { authToken, identitySessionToken } }),
    /** Stores step data (and the account type) in the upstream's journey; answers its summary. */
    userData: (body: BodyOf<typeof identity.userData>, context: CallContext = {}) =>
      call(identity.userData, { ...context, body }),
    verifyAnalogueNectar: (body: BodyOf<typeof identity.verifyAnalogueNectar>, context: CallContext = {}) =>
      call(identity.verifyAnalogueNectar, { ...context, body }),
    phoneCheck: (body: BodyOf<typeof identity.phoneCheck>, context: CallContext = {}) =>
      call(identity.phoneCheck, { ...context, body }),
    passwordValidation: (body: BodyOf<typeof identity.passwordValidation>, context: CallContext = {}) =>
      call(identity.passwordValidation, { ...context, body }),
    setPassword: (body: BodyOf<typeof identity.setPassword>, context: CallContext = {}) =>
      call(identity.setPassword, { ...context, body, responseType: 'ignore' }),
    confirmRegistration: (body: BodyOf<typeof identity.confirmRegistration>, context: CallContext = {}) =>
      call(identity.confirmRegistration, { ...context, body }),
    /** A read: retried like a GET. */
    signUpStatus: (authToken: string, context: CallContext = {}) =>
      call(identity.signUpStatus, { ...context, body: { authToken }, retry: true }),
    autoLogin: (registrationCompletedToken: string, context: CallContext = {}) =>
      call(identity.autoLogin, { ...context, body: { registrationCompletedToken } }),
    /** Find address: building and postcode (the gateway has checked the captcha). */
    findAddress: (body: BodyOf<typeof identity.findAddress>, context: CallContext = {}) =>
      call(identity.findAddress, { ...context, body }),
    accessEmail: (email: string, context: CallContext = {}) =>
      call(identity.accessEmail, { ...context, body: { email }, responseType: 'ignore' }),
    tempCard: (token: string, context: CallContext = {}) =>
      call(identity.tempCard, { ...context, query: { token } }),
  }
}
