/**
 * Identity API (`progressive/*`, ready, business lookup): one method per call over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import {
  AddressLookupSchema,
  AutoLoginSchema,
  CardCheckSchema,
  EmailCheckSchema,
  EmailConfirmSchema,
  NextStepReplySchema,
  PasswordValiditySchema,
  PhoneCheckSchema,
  SignUpStatusSchema,
  TempCardSchema,
  UserDataSummarySchema,
  type UserDataUpdate,
} from './identity-schemas.ts'
import { CodeSentSchema, LoginTokenSchema } from './login-schemas.ts'
import type { CallContext, RestClient } from './rest-client.ts'
import { BusinessLookupSchema, ReadySchema } from './schemas.ts'

type EmailCheck = { email: string; contactByEmail: boolean; authToken?: string; registrationDone?: boolean }
type AnalogueCheck = { authToken: string; collectorId: string; lastName: string; dateOfBirth: string }
type UserDataCall = { authToken: string; accountType?: 'personal' | 'business'; userData?: UserDataUpdate }

export function createIdentityClient(rest: RestClient) {
  const post = <S extends Parameters<RestClient['post']>[0]['schema']>(
    path: string,
    body: unknown,
    schema: S,
    context: CallContext,
  ) => rest.post({ ...context, path, body, schema })
  return {
    /** A read: safe to repeat, so retried like a GET although it is a POST. */
    ready: (authToken: string, context: CallContext = {}) =>
      rest.post({ ...context, path: '/ready', body: { authToken }, retry: true, schema: ReadySchema }),
    businessLookup: (context: CallContext = {}) =>
      rest.get({ ...context, path: '/business-lookup', schema: BusinessLookupSchema }),
    cardCheck: (
      body: { cardNumber: string; authToken?: string; purpose?: 'login' },
      context: CallContext = {},
    ) => post('/progressive/card-check', body, CardCheckSchema, context),
    /** Password login; 141 (two-factor) and DN57 (session upgrade) arrive as UpstreamError. */
    collectorSession: (body: { collectorId: string; password: string }, context: CallContext = {}) =>
      post('/collector/sessions', body, LoginTokenSchema, context),
    twoFactorCheck: (encryptedSessionJwt: string, context: CallContext = {}) =>
      post('/2fa/check', { encryptedSessionJwt }, CodeSentSchema, context),
    twoFactorResend: (encryptedSessionJwt: string, context: CallContext = {}) =>
      post('/2fa/resend', { encryptedSessionJwt }, CodeSentSchema, context),
    twoFactorValidate: (
      body: { twoFaCode: string; encryptedSessionJwt: string },
      context: CallContext = {},
    ) => post('/2fa/validate', body, LoginTokenSchema, context),
    emailCheck: (body: EmailCheck, context: CallContext = {}) =>
      post('/progressive/email-check', body, EmailCheckSchema, context),
    /** The e-mailed link's token (progressive/email-check-confirm). */
    emailCheckConfirm: (token: string, context: CallContext = {}) =>
      post('/progressive/email-check-confirm', { token }, EmailConfirmSchema, context),
    identityEmailCheckConfirm: (authToken: string, identitySessionToken: string, context: CallContext = {}) =>
      post(
        '/progressive/identity-email-check-confirm',
        { authToken, identitySessionToken },
        EmailConfirmSchema,
        context,
      ),
    /** Stores step data (and the account type) in the upstream's journey; answers its summary. */
    userData: (body: UserDataCall, context: CallContext = {}) =>
      post('/progressive/user-data', body, UserDataSummarySchema, context),
    verifyAnalogueNectar: (body: AnalogueCheck, context: CallContext = {}) =>
      post('/progressive/verify-analogue-nectar', body, NextStepReplySchema, context),
    phoneCheck: (
      body: { authToken: string; countryCode: string; phoneNumber: string },
      context: CallContext = {},
    ) => post('/progressive/phone-check', body, PhoneCheckSchema, context),
    passwordValidation: (
      body: { authToken: string; firstName?: string; lastName?: string; password: string },
      context: CallContext = {},
    ) => post('/progressive/password-validation', body, PasswordValiditySchema, context),
    setPassword: (body: { authToken: string; password: string }, context: CallContext = {}) =>
      rest.post({ ...context, path: '/progressive/password', body, responseType: 'ignore' }),
    confirmRegistration: (body: { authToken: string; accessToken?: string }, context: CallContext = {}) =>
      post('/progressive/confirm-registration', body, NextStepReplySchema, context),
    /** A read: retried like a GET. */
    signUpStatus: (authToken: string, context: CallContext = {}) =>
      rest.post({
        ...context,
        path: '/sign-up/status',
        body: { authToken },
        retry: true,
        schema: SignUpStatusSchema,
      }),
    autoLogin: (registrationCompletedToken: string, context: CallContext = {}) =>
      post('/auto-login', { registrationCompletedToken }, AutoLoginSchema, context),
    /** Find address: building and postcode (the gateway has checked the captcha). */
    findAddress: (body: { building: string; postcode: string }, context: CallContext = {}) =>
      post('/address/lookup', body, AddressLookupSchema, context),
    accessEmail: (email: string, context: CallContext = {}) =>
      rest.post({ ...context, path: '/nectar-lite/access-email', body: { email }, responseType: 'ignore' }),
    tempCard: (token: string, context: CallContext = {}) =>
      rest.get({ ...context, path: '/nectar-lite/card', query: { token }, schema: TempCardSchema }),
  }
}

export type IdentityClient = ReturnType<typeof createIdentityClient>
