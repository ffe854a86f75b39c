/**
 * The sandbox collectors listed in the README: two demo accounts, the holder of a plastic card
 * who has not registered online, and an inactivated card.
 */
import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import { hashPassword } from '../auth/passwords.ts'
import type { CollectorsTable } from '../db/schema.ts'

export const demoPassword = 'Points&Prizes42'

type Collector = Insertable<CollectorsTable>

const blank = {
  title: null,
  date_of_birth: null,
  phone_number: null,
  country_code: null,
  memorable_name: null,
} satisfies Partial<Collector>

export async function sandboxCollectors(): Promise<Collector[]> {
  const [alexHash, samHash] = await Promise.all([hashPassword(demoPassword), hashPassword(demoPassword)])
  const demo = { ...blank, user_type: 'personal', status: 'active' } as const
  return [
    {
      ...demo,
      id: randomUUID(),
      card_number: '10000000001',
      email: 'alex.taylor@example.com',
      password_hash: alexHash,
      title: 'Mx',
      first_name: 'Alex',
      last_name: 'Taylor',
      date_of_birth: '21-06-1988',
      phone_number: '7700900001',
      country_code: '+44',
      memorable_name: 'Biscuit',
    },
    {
      ...demo,
      id: randomUUID(),
      card_number: '10000000002',
      email: 'sam.patel@example.com',
      password_hash: samHash,
      title: 'Mr',
      first_name: 'Sam',
      last_name: 'Patel',
      date_of_birth: '02-11-1975',
    },
    {
      ...blank,
      id: randomUUID(),
      card_number: '20000000001',
      email: null,
      password_hash: null,
      first_name: 'Chris',
      last_name: 'Jones',
      date_of_birth: '15-03-1980',
      user_type: 'analog',
      status: 'active',
    },
    {
      ...blank,
      id: randomUUID(),
      card_number: '30000000001',
      email: null,
      password_hash: null,
      first_name: 'Robin',
      last_name: 'Hughes',
      user_type: 'analog',
      status: 'inactivated',
    },
  ]
}
