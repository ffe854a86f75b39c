/** The journey of an authToken while it is still open (not yet submitted); otherwise a 401. */
import type { FastifyReply } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { findRegistration, type Registration } from './store.ts'

export const UNKNOWN_JOURNEY = { code: 'UNAUTHORISED', message: 'Unknown or finished registration' } as const

export async function openJourney(
  db: Kysely<Database>,
  authToken: string,
  reply: FastifyReply,
): Promise<Registration | undefined> {
  const row = await findRegistration(db, authToken)
  if (row && !row.sign_up_status) return row
  reply.code(401).send(UNKNOWN_JOURNEY)
  return undefined
}
