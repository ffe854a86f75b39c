/** The journey of an authToken while it is still open (not yet submitted); otherwise a 401. */
import type { FastifyReply } from 'fastify'
import type { Registration, RegistrationsRepository } from './repository.ts'

const UNKNOWN_JOURNEY = { code: 'UNAUTHORISED', message: 'Unknown or finished registration' } as const

export async function openJourney(
  registrations: Pick<RegistrationsRepository, 'find'>,
  authToken: string,
  reply: FastifyReply,
): Promise<Registration | undefined> {
  const row = await registrations.find(authToken)
  if (row && !row.sign_up_status) return row
  reply.code(401).send(UNKNOWN_JOURNEY)
  return undefined
}
