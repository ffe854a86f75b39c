/**
 * A fresh collector of the stand's own, with the demo password and some points, so that suites
 * that replace cards or delete accounts change nobody else's data; and its bearer token.
 */
import { randomInt, randomUUID } from 'node:crypto'
import { hashPassword } from '../../../server/upstream/auth/passwords.ts'
import { demoPassword } from '../../../server/upstream/seed/collectors.ts'
import type { Stand } from '../oidc/helper.ts'

export type FreshCollector = { id: string; cardNumber: string; email: string; password: string }

export async function freshCollector(stand: Stand, points = 1250): Promise<FreshCollector> {
  const id = randomUUID()
  const cardNumber = `5${String(randomInt(0, 1e10)).padStart(10, '0')}`
  const email = `settings.${id.slice(0, 8)}@example.com`
  await stand.upstream.db
    .insertInto('collectors')
    .values({
      id,
      card_number: cardNumber,
      email,
      password_hash: await hashPassword(demoPassword),
      title: 'Mx',
      first_name: 'Jordan',
      last_name: 'Reeve',
      date_of_birth: '02-03-1990',
      phone_number: '7700900123',
      country_code: '+44',
      memorable_name: null,
      user_type: 'personal',
      status: 'active',
    })
    .execute()
  await stand.upstream.db
    .withTables<{ balances: { collector_id: string; opening_points: number } }>()
    .insertInto('balances')
    .values({ collector_id: id, opening_points: points })
    .execute()
  return { id, cardNumber, email, password: demoPassword }
}
