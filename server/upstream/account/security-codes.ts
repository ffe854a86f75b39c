/**
 * The signed-in collector's security codes (`2fa/send`, `2fa/verify`, `X-2FA-CODE`): a six-digit
 * code by e-mail or SMS, one live code per collector (a new one replaces it), ten minutes, five
 * tries, used once. A right code either hands out a single-use grant for one guarded change
 * (`X-MFA`, five minutes) or is spent by the change it came with. Codes and grants are stored as
 * sha-256 only; a code is the collector's own, so another collector's code is simply wrong.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Multifactor_Authentication_Cheat_Sheet.html
 */
import { digest, matchesDigest, newCode, newToken } from '../lib/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import { mask } from '../two-factor/challenges.ts'
import type { AccountRepository } from './repository.ts'

const ACCOUNT_CODE_TTL_MS = 10 * 60_000
const ACCOUNT_CODE_MAX_ATTEMPTS = 5
/** Codes one collector may be sent per hour. */
const ACCOUNT_CODE_MAX_SENDS = 5
const SEND_WINDOW_MS = 60 * 60_000
const MFA_GRANT_TTL_MS = 5 * 60_000

export type DeliveryMethod = 'email' | 'sms'
export type CodeRefusal = 'WRONG_CODE' | 'EXPIRED_CODE' | 'USED_CODE' | 'NO_CODE'
export type SendRefusal = 'NO_MOBILE' | 'NO_EMAIL' | 'TOO_MANY_CODES'

type Clock = () => number

export function createAccountSecurityCodes(
  repository: AccountRepository,
  outbox: Pick<Outbox, 'send'>,
  { schemeName, now = Date.now }: { schemeName: string; now?: Clock },
) {
  /** Checks the code and, when right, spends it: the refusal otherwise. */
  async function redeem(collectorId: string, code: string): Promise<CodeRefusal | undefined> {
    const row = await repository.securityCode(collectorId)
    if (!row) return 'NO_CODE'
    const right = matchesDigest(code, row.code_hash)
    if (row.used_at) return right ? 'USED_CODE' : 'EXPIRED_CODE'
    if (row.expires_at.getTime() <= now()) return 'EXPIRED_CODE'
    if (row.attempts >= ACCOUNT_CODE_MAX_ATTEMPTS) return 'EXPIRED_CODE'
    if (!right) {
      const attempts = await repository.countWrongCode(collectorId)
      return attempts >= ACCOUNT_CODE_MAX_ATTEMPTS ? 'EXPIRED_CODE' : 'WRONG_CODE'
    }
    return (await repository.spendSecurityCode(collectorId, new Date(now()))) ? undefined : 'USED_CODE'
  }

  return {
    async send(collectorId: string, deliveryMethod: DeliveryMethod) {
      const profile = await repository.profile(collectorId)
      if (!profile) return { refused: 'NO_EMAIL' as SendRefusal }
      const to =
        deliveryMethod === 'sms'
          ? profile.phone_number && `${profile.country_code ?? ''}${profile.phone_number}`
          : profile.email
      if (!to) return { refused: (deliveryMethod === 'sms' ? 'NO_MOBILE' : 'NO_EMAIL') as SendRefusal }
      const existing = await repository.securityCode(collectorId)
      const time = now()
      const windowStart = new Date(time - SEND_WINDOW_MS)
      if (existing && existing.window_started_at >= windowStart && existing.sends >= ACCOUNT_CODE_MAX_SENDS)
        return { refused: 'TOO_MANY_CODES' as SendRefusal }
      const code = newCode(6)
      await repository.putSecurityCode({
        collectorId,
        codeHash: digest(code),
        delivery: deliveryMethod,
        expiresAt: new Date(time + ACCOUNT_CODE_TTL_MS),
        now: new Date(time),
        windowStart,
      })
      await outbox.send({
        channel: deliveryMethod,
        to,
        subject: `Your ${schemeName} security code`,
        text: `Your ${schemeName} security code is ${code}. It expires in 10 minutes. Never share it.`,
        links: [],
        emailType: 'security-code',
      })
      return { sent: { deliveryMethod, destination: mask(deliveryMethod, to) } }
    },

    /** `2fa/verify`: a right code becomes a grant for one guarded change. */
    async verify(collectorId: string, code: string) {
      const refused = await redeem(collectorId, code)
      if (refused) return { refused }
      const mfaToken = newToken()
      await repository.insertGrant(digest(mfaToken), collectorId, new Date(now() + MFA_GRANT_TTL_MS))
      return { mfaToken }
    },

    /** `X-2FA-CODE`: the change brings the code itself. */
    redeem,

    /** `X-MFA`: spends the collector's own unexpired, unused grant. */
    spendGrant: (collectorId: string, mfaToken: string) =>
      repository.spendGrant(digest(mfaToken), collectorId, new Date(now())),
  }
}

export type AccountSecurityCodes = ReturnType<typeof createAccountSecurityCodes>
