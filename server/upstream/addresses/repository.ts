/**
 * Finds the addresses at a postcode for a building. An address stored without a building answers
 * for any property (the sandbox's SW1A 1AA and EC1A 1BB); a postcode listed in `address_faults`
 * fails with its code (the sandbox's XX1 1XX answers SERVER_ERROR).
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export type AddressLookup = { building?: string | undefined; postcode: string }
export type AddressLookupResult = { addresses: string[][] } | { fault: string }

/** Upper case without spaces, the form postcodes are stored and looked up in. */
export const normalisePostcode = (postcode: string) => postcode.replace(/\s+/g, '').toUpperCase()

/**
 * `fastify.addressesRepository`: the lookup over the addresses and address_faults tables.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
export function createAddressesRepository(db: Kysely<Database>) {
  return {
    lookup: async (query: AddressLookup): Promise<AddressLookupResult> => {
      const postcode = normalisePostcode(query.postcode)
      const fault = await db
        .selectFrom('address_faults')
        .select('code')
        .where('postcode', '=', postcode)
        .executeTakeFirst()
      if (fault) return { fault: fault.code }
      const building = query.building?.trim().toLowerCase()
      const rows = await db
        .selectFrom('addresses')
        .select('lines')
        .where('postcode', '=', postcode)
        .$if(Boolean(building), (select) =>
          select.where((eb) =>
            eb.or([eb('building', 'is', null), eb(eb.fn('lower', ['building']), '=', building ?? '')]),
          ),
        )
        .orderBy('id')
        .execute()
      return { addresses: rows.map((row) => row.lines) }
    },
  }
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>
