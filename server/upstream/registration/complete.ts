/**
 * Completes a submitted registration once its delay has passed: creates the collector (or gives
 * the existing card its online credentials) and marks the journey COMPLETE with a completion
 * token, or FAILED with a message the gateway sorts into a failure category. Runs from a timer
 * and again on every status read, so a restart loses nothing; the row lock makes it run once.
 */
import type { Kysely } from 'kysely'
import { type CollectorsRepository, createCollectorsRepository } from '../collectors/repository.ts'
import type { Database } from '../db/schema.ts'
import { newToken } from '../lib/tokens.ts'
import { createRegistrationsRepository, type Registration, type UserData, userDataOf } from './repository.ts'

export const FAILURE_MESSAGES = {
  duplicateEmail: 'An account already exists for this email address, please log in',
  inactivated: 'This card is inactivated and not applicable for registration',
  oldAccount: 'There was a problem with your old account',
  other: 'We could not complete your registration',
} as const

/** Sandbox e-mails whose registration fails on purpose (docs/sandbox.md). */
const SANDBOX_FAILURES: Readonly<Record<string, string>> = {
  'old.account@example.com': FAILURE_MESSAGES.oldAccount,
  'try.again@example.com': FAILURE_MESSAGES.other,
}

export type CompletionOptions = { delayMs: number; now?: () => number }

/** Returns the completion token when this call completed the journey (to be read once). */
export async function completeIfDue(
  db: Kysely<Database>,
  authToken: string,
  { delayMs, now = Date.now }: CompletionOptions,
): Promise<string | undefined> {
  return db.transaction().execute(async (trx) => {
    const registrations = createRegistrationsRepository(trx)
    const collectors = createCollectorsRepository(trx)
    const row = await registrations.findForUpdate(authToken)
    if (row?.sign_up_status !== 'PENDING' || !row.submitted_at) return undefined
    if (row.submitted_at.getTime() + delayMs > now()) return undefined
    const failure = await failureOf(collectors, row)
    if (failure) {
      await registrations.update(authToken, { sign_up_status: 'FAILED', failure_message: failure })
      return undefined
    }
    const collectorId = await saveCollector(collectors, row)
    const token = newToken()
    await registrations.update(authToken, {
      sign_up_status: 'COMPLETE',
      completed_token: token,
      completed_collector_id: collectorId,
    })
    return token
  })
}

async function failureOf(collectors: CollectorsRepository, row: Registration): Promise<string | undefined> {
  const email = row.email ?? ''
  const sandbox = SANDBOX_FAILURES[email]
  if (sandbox) return sandbox
  const owner = await collectors.idByEmail(email)
  if (owner && owner !== row.collector_id) return FAILURE_MESSAGES.duplicateEmail
  if (row.collector_id && (await collectors.status(row.collector_id)) !== 'active')
    return FAILURE_MESSAGES.inactivated
  return undefined
}

function collectorFields(row: Registration, data: UserData) {
  return {
    email: row.email,
    password_hash: row.password_hash,
    title: data.title ?? null,
    first_name: data.firstName ?? '',
    last_name: data.lastName ?? '',
    date_of_birth: data.dateOfBirth ?? null,
    phone_number: data.phoneNumber ?? null,
    country_code: data.countryCode ?? null,
    memorable_name: data.memorableName ?? null,
  }
}

/** A new collector with a new card, or the existing card (analog, ghost) with its online account. */
async function saveCollector(collectors: CollectorsRepository, row: Registration): Promise<string> {
  const fields = collectorFields(row, userDataOf(row))
  const userType = row.account_type === 'business' ? 'business' : 'personal'
  if (row.collector_id) {
    await collectors.update(row.collector_id, { ...fields, user_type: userType })
    return row.collector_id
  }
  return collectors.create({ ...fields, user_type: userType, status: 'active' })
}
