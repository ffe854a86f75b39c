/**
 * Device two-factor challenges: created when a password login needs a second factor (code 141),
 * a six-digit code sent through the outbox (SMS when the collector has a mobile, else e-mail),
 * checked at most five times, redeemed once. Only hashes are stored.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Multifactor_Authentication_Cheat_Sheet.html
 */
import type { Kysely } from 'kysely'
import { digest, matchesDigest, newCode, newToken } from '../lib/tokens.ts'
import type { Outbox } from '../outbox/outbox.ts'
import { createTwoFactorRepository } from './repository.ts'
import type { TwoFactorTables } from './schema.ts'

export const CHALLENGE_TTL_MS = 10 * 60_000
export const MAX_CODE_ATTEMPTS = 5
export const MAX_CODE_SENDS = 5

export type Clock = () => number
export type SendResult = { deliveryMethod: 'email' | 'sms'; destination: string } | undefined
export type VerifyResult = { collectorId: string } | { refused: 'WRONG_CODE' | 'EXPIRED' }

/** Opens a challenge for the collector; the returned token is the `encryptedSessionJwt`. */
export async function openChallenge(db: Kysely<TwoFactorTables>, collectorId: string, now: Clock = Date.now) {
  const challenges = createTwoFactorRepository(db)
  const phoneNumber = await challenges.phoneNumberOf(collectorId)
  const token = newToken()
  await challenges.insert({
    idHash: digest(token),
    collectorId,
    delivery: phoneNumber ? 'sms' : 'email',
    expiresAt: new Date(now() + CHALLENGE_TTL_MS),
  })
  return token
}

/** The last digits only: enough to recognise, not enough to learn the address or number. */
export function mask(delivery: 'email' | 'sms', to: string): string {
  if (delivery === 'sms') return `•••• ${to.slice(-3)}`
  const [local = '', domain = ''] = to.split('@')
  return `${local.slice(0, 1)}•••@${domain}`
}

/** Sends a fresh code (the previous one stops working); undefined when unknown, expired or sent too often. */
export async function sendCode(
  db: Kysely<TwoFactorTables>,
  outbox: Pick<Outbox, 'send'>,
  token: string,
  { now = Date.now, schemeName }: { now?: Clock; schemeName: string },
): Promise<SendResult> {
  const challenges = createTwoFactorRepository(db)
  const challenge = await challenges.live(digest(token), new Date(now()))
  if (!challenge || challenge.sends >= MAX_CODE_SENDS) return undefined
  const to =
    challenge.delivery === 'sms'
      ? `${challenge.country_code ?? ''}${challenge.phone_number}`
      : challenge.email
  if (!to) return undefined
  const code = newCode(6)
  await challenges.setCode(challenge.id_hash, digest(code))
  await outbox.send({
    channel: challenge.delivery,
    to,
    subject: `Your ${schemeName} security code`,
    text: `Your ${schemeName} security code is ${code}. It expires in 10 minutes. Never share it.`,
    links: [],
    emailType: 'security-code',
  })
  return { deliveryMethod: challenge.delivery, destination: mask(challenge.delivery, to) }
}

/** Redeems the challenge when the code matches; a wrong code counts, the fifth ends the challenge. */
export async function verifyCode(
  db: Kysely<TwoFactorTables>,
  token: string,
  code: string,
  now: Clock = Date.now,
): Promise<VerifyResult> {
  const challenges = createTwoFactorRepository(db)
  const challenge = await challenges.live(digest(token), new Date(now()))
  if (!challenge?.code_hash) return { refused: 'EXPIRED' }
  if (matchesDigest(code, challenge.code_hash)) {
    const collectorId = await challenges.remove(challenge.id_hash)
    return collectorId ? { collectorId } : { refused: 'EXPIRED' }
  }
  const attempts = await challenges.countAttempt(challenge.id_hash)
  if ((attempts ?? MAX_CODE_ATTEMPTS) < MAX_CODE_ATTEMPTS) return { refused: 'WRONG_CODE' }
  await challenges.remove(challenge.id_hash)
  return { refused: 'EXPIRED' }
}

/** The challenges as the routes use them (`fastify.twoFactorChallenges`): store and outbox bound. */
export function createTwoFactorChallenges(
  db: Kysely<TwoFactorTables>,
  outbox: Pick<Outbox, 'send'>,
  { schemeName }: { schemeName: string },
) {
  return {
    open: (collectorId: string) => openChallenge(db, collectorId),
    send: (token: string) => sendCode(db, outbox, token, { schemeName }),
    verify: (token: string, code: string) => verifyCode(db, token, code),
  }
}

export type TwoFactorChallenges = ReturnType<typeof createTwoFactorChallenges>
