/**
 * Device two-factor challenges: created when a password login needs a second factor (code 141),
 * a six-digit code sent through the outbox (SMS when the collector has a mobile, else e-mail),
 * checked at most five times, redeemed once. Only hashes are stored.
 * @see https://cheatsheetseries.owasp.org/cheatsheets/Multifactor_Authentication_Cheat_Sheet.html
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Outbox } from '../outbox/outbox.ts'
import type { TwoFactorTables } from './schema.ts'

export const CHALLENGE_TTL_MS = 10 * 60_000
export const MAX_CODE_ATTEMPTS = 5
export const MAX_CODE_SENDS = 5

export type Clock = () => number
export type SendResult = { deliveryMethod: 'email' | 'sms'; destination: string } | undefined
export type VerifyResult = { collectorId: string } | { refused: 'WRONG_CODE' | 'EXPIRED' }

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url')

/** Opens a challenge for the collector; the returned token is the `encryptedSessionJwt`. */
export async function openChallenge(db: Kysely<TwoFactorTables>, collectorId: string, now: Clock = Date.now) {
  const collector = await db
    .selectFrom('collectors')
    .select(['phone_number'])
    .where('id', '=', collectorId)
    .executeTakeFirstOrThrow()
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('two_factor_challenges')
    .values({
      id_hash: sha256(token),
      collector_id: collectorId,
      code_hash: null,
      delivery: collector.phone_number ? 'sms' : 'email',
      expires_at: new Date(now() + CHALLENGE_TTL_MS),
    })
    .execute()
  return token
}

const live = (db: Kysely<TwoFactorTables>, token: string, now: Clock) =>
  db
    .selectFrom('two_factor_challenges')
    .innerJoin('collectors', 'collectors.id', 'two_factor_challenges.collector_id')
    .select([
      'two_factor_challenges.id_hash',
      'two_factor_challenges.collector_id',
      'two_factor_challenges.code_hash',
      'two_factor_challenges.delivery',
      'two_factor_challenges.sends',
      'collectors.email',
      'collectors.phone_number',
      'collectors.country_code',
    ])
    .where('two_factor_challenges.id_hash', '=', sha256(token))
    .where('two_factor_challenges.expires_at', '>', new Date(now()))
    .executeTakeFirst()

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
  const challenge = await live(db, token, now)
  if (!challenge || challenge.sends >= MAX_CODE_SENDS) return undefined
  const to =
    challenge.delivery === 'sms'
      ? `${challenge.country_code ?? ''}${challenge.phone_number}`
      : challenge.email
  if (!to) return undefined
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ code_hash: sha256(code), attempts: 0, sends: eb('sends', '+', 1) }))
    .where('id_hash', '=', challenge.id_hash)
    .execute()
  await outbox.send({
    channel: challenge.delivery,
    to,
    subject: `Your ${schemeName} security code`,
    text: `Your ${schemeName} security code is ${code}. It expires in 10 minutes. Never share it.`,
    links: [],
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
  const challenge = await live(db, token, now)
  if (!challenge?.code_hash) return { refused: 'EXPIRED' }
  const matches = timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(challenge.code_hash))
  if (matches) {
    const redeemed = await db
      .deleteFrom('two_factor_challenges')
      .where('id_hash', '=', challenge.id_hash)
      .returning('collector_id')
      .executeTakeFirst()
    return redeemed ? { collectorId: redeemed.collector_id } : { refused: 'EXPIRED' }
  }
  const counted = await db
    .updateTable('two_factor_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id_hash', '=', challenge.id_hash)
    .returning('attempts')
    .executeTakeFirst()
  if ((counted?.attempts ?? MAX_CODE_ATTEMPTS) < MAX_CODE_ATTEMPTS) return { refused: 'WRONG_CODE' }
  await db.deleteFrom('two_factor_challenges').where('id_hash', '=', challenge.id_hash).execute()
  return { refused: 'EXPIRED' }
}
