/**
 * The management API's account calls (`shared/contract/upstream/account.ts`), each with the
 * collector's access token. The changes are not retried: a retry could spend a code twice.
 */
import * as account from '../../../../../shared/contract/upstream/account.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createAccountClient(rest: RestClient) {
  const { call } = createCaller(rest)
  const once = (context: CallContext, token: string) => ({ ...context, token, retry: false as const })
  return {
    /** The profile read afresh (`ignoreCache=true`): after any change, and for the account pages. */
    refresh: (token: string, context: CallContext = {}) =>
      call(account.refreshCustomer, { ...context, token, query: { ignoreCache: 'true' } }),
    maskedAddress: (token: string, context: CallContext = {}) =>
      call(account.maskedAddress, { ...context, token }),
    changeName: (token: string, body: account.NameChange, context: CallContext = {}) =>
      call(account.updateCustomer, { ...once(context, token), body, responseType: 'ignore' }),
    changeAddress: (token: string, body: account.AddressChange, context: CallContext = {}) =>
      call(account.updateAddress, { ...once(context, token), body, responseType: 'ignore' }),
    sendCode: (token: string, deliveryMethod: account.DeliveryMethod, context: CallContext = {}) =>
      call(account.sendAccountCode, { ...once(context, token), body: { deliveryMethod } }),
    verifyCode: (token: string, code: string, context: CallContext = {}) =>
      call(account.verifyAccountCode, { ...once(context, token), body: { code } }),
    /** Asks to move the account: it moves when the link sent to the new address is opened. */
    requestEmailChange: (token: string, email: string, mfaToken: string, context: CallContext = {}) =>
      call(account.requestEmailChange, {
        ...once(context, token),
        body: { email },
        headers: { [account.MFA_HEADER]: mfaToken },
        responseType: 'ignore',
      }),
    changeMobile: (
      token: string,
      phone: { countryCode: string; phoneNumber: string },
      code: string,
      context: CallContext = {},
    ) =>
      call(account.changeMobile, {
        ...once(context, token),
        body: { phone },
        headers: { [account.TWO_FA_CODE_HEADER]: code },
        responseType: 'ignore',
      }),
    changePassword: (
      token: string,
      body: { currentPassword: string; newPassword: string },
      context: CallContext = {},
    ) => call(account.changePassword, { ...once(context, token), body, responseType: 'ignore' }),
    missingInformation: (token: string, context: CallContext = {}) =>
      call(account.missingInformation, { ...context, token }),
    saveMissingInformation: (
      token: string,
      body: { dateOfBirth?: string; householdSize?: number; dietaryPreference?: string },
      context: CallContext = {},
    ) => call(account.saveMissingInformation, { ...once(context, token), body, responseType: 'ignore' }),
  }
}

export type AccountClient = ReturnType<typeof createAccountClient>
