/**
 * Sample UK addresses. The sandbox postcodes behave as docs/sandbox.md promises: SW1A 1AA answers one
 * address for any property, EC1A 1BB several, ZZ99 9ZZ none, and XX1 1XX fails with SERVER_ERROR.
 */
import { normalisePostcode } from '../addresses/repository.ts'
import type { AddressFaultsTable } from '../db/schema.ts'

type AddressRow = { postcode: string; building: string | null; lines: string }

const address = (postcode: string, building: string | null, lines: string[]): AddressRow => ({
  postcode: normalisePostcode(postcode),
  building,
  lines: JSON.stringify(lines),
})

const severalAtEc1a = ['Flat 1', 'Flat 2', 'Flat 3', 'Flat 4', 'Flat 5'].map((flat) =>
  address('EC1A 1BB', null, [`${flat}, Postal House`, '1 King Edward Street', 'London', 'EC1A 1BB']),
)

const streetInLeeds = ['1', '2', '3', '5', '7', '9'].map((number) =>
  address('LS1 4DY', number, [`${number} Park Row`, 'Leeds', 'LS1 4DY']),
)

export const sandboxAddresses: AddressRow[] = [
  address('SW1A 1AA', null, ['Buckingham Palace', 'London', 'SW1A 1AA']),
  ...severalAtEc1a,
  ...streetInLeeds,
  address('M1 1AE', 'Arkwright House', ['Arkwright House', 'Parsonage Gardens', 'Manchester', 'M1 1AE']),
  address('CF10 1EP', '10', ['10 Queen Street', 'Cardiff', 'CF10 1EP']),
  address('EH1 1YZ', '12', ['12 Princes Street', 'Edinburgh', 'EH1 1YZ']),
]

export const sandboxAddressFaults: AddressFaultsTable[] = [
  { postcode: normalisePostcode('XX1 1XX'), code: 'SERVER_ERROR' },
]
