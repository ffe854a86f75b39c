/** The journey of an authToken while it is still open (not yet submitted); otherwise a thrown 401. */
import { UpstreamRefusal } from '../routing/refusal.ts'
import type { Registration, RegistrationsRepository } from './repository.ts'

const UNKNOWN_JOURNEY = { code: 'UNAUTHORISED', message: 'Unknown or finished registration' } as const

export async function openJourney(
  registrations: Pick<RegistrationsRepository, 'find'>,
  authToken: string,
): Promise<Registration> {
  const row = await registrations.find(authToken)
  if (row && !row.sign_up_status) return row
  throw new UpstreamRefusal(401, UNKNOWN_JOURNEY)
}
