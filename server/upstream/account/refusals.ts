/** The account calls' refusals: a stable code and a short message (the gateway words the page's). */
import type { CodeRefusal, SendRefusal } from './security-codes.ts'

export const CODE_REFUSALS: Readonly<Record<CodeRefusal, { code: string; message: string }>> = {
  WRONG_CODE: { code: 'TWO_FA_INVALID', message: 'Wrong security code' },
  EXPIRED_CODE: { code: 'TWO_FA_EXPIRED', message: 'Security code expired' },
  USED_CODE: { code: 'TWO_FA_USED', message: 'Security code already used' },
  NO_CODE: { code: 'TWO_FA_EXPIRED', message: 'No security code was sent' },
}

export const SEND_REFUSALS: Readonly<Record<SendRefusal, [400 | 429, { code: string; message: string }]>> = {
  NO_MOBILE: [400, { code: 'NO_DESTINATION', message: 'There is no mobile number on the account' }],
  NO_EMAIL: [400, { code: 'NO_DESTINATION', message: 'There is no email address on the account' }],
  TOO_MANY_CODES: [429, { code: 'TOO_MANY_CODES', message: 'Too many codes were sent' }],
}

export const MFA_REFUSED = { code: 'MFA_INVALID', message: 'The change needs a fresh security code' } as const
