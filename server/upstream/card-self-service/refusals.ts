/** The validate steps' refusals: a wrong code, or a flow that is over (expired, used, tries spent). */
export const REFUSALS = {
  WRONG_CODE: { code: 'TWO_FA_INVALID', message: 'Wrong two-factor code' },
  EXPIRED: { code: 'TWO_FA_EXPIRED', message: 'Two-factor challenge expired' },
} as const
