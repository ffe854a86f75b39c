/**
 * The sandbox data itself, without a store: what docs/sandbox.md and the specifications promise.
 */
import t from 'tap'
import { sandboxAddresses, sandboxAddressFaults } from '../../../server/upstream/seed/addresses.ts'
import { brandCategories, sandboxBrands } from '../../../server/upstream/seed/brands.ts'
import { sandboxCollectors } from '../../../server/upstream/seed/collectors.ts'

t.test('500+ partner brands with unique keys, known categories and local logos', async (t) => {
  const brands = sandboxBrands()
  t.ok(brands.length >= 500, `${brands.length} brands`)
  t.equal(new Set(brands.map((brand) => brand.brand_details_key)).size, brands.length, 'keys are unique')
  const categories = new Set(brandCategories.map((category) => category.key))
  for (const brand of brands) {
    if (!categories.has(brand.category_key))
      t.fail(`${brand.brand_details_key}: unknown category ${brand.category_key}`)
    if (brand.logo_image_url !== `/content/logos/${brand.brand_details_key}.svg`)
      t.fail(`${brand.brand_details_key}: logo`)
    if (!/^[a-z0-9-]+$/.test(brand.brand_details_key)) t.fail(`${brand.brand_details_key}: key shape`)
  }
  t.same(sandboxBrands(), brands, 'the same brands on every seed')
})

t.test('the named partners are there with real-looking names', async (t) => {
  const byKey = new Map(sandboxBrands().map((brand) => [brand.brand_details_key, brand]))
  const expected: Record<string, [name: string, isVldx: boolean]> = {
    sainsburys: ["Sainsbury's", false],
    argos: ['Argos', false],
    ebay: ['eBay', false],
    'british-airways': ['British Airways', false],
    esso: ['Esso', false],
    'simply-be': ['Simply Be', true],
    'phase-eight': ['Phase Eight', true],
  }
  for (const [key, [name, isVldx]] of Object.entries(expected)) {
    t.match(byKey.get(key), { name, is_vldx: isVldx }, key)
  }
})

t.test('the sandbox postcodes behave as docs/sandbox.md says', async (t) => {
  const at = (postcode: string) => sandboxAddresses.filter((address) => address.postcode === postcode)
  t.same(
    at('SW1A1AA').map(({ building, lines }) => ({ building, lines: JSON.parse(lines) })),
    [{ building: null, lines: ['Buckingham Palace', 'London', 'SW1A 1AA'] }],
    'SW1A 1AA: exactly one address, for any property',
  )
  t.ok(at('EC1A1BB').length > 1, 'EC1A 1BB: several')
  t.ok(
    at('EC1A1BB').every(({ building }) => building === null),
    'EC1A 1BB: for any property',
  )
  t.same(at('ZZ999ZZ'), [], 'ZZ99 9ZZ: none')
  t.same(sandboxAddressFaults, [{ postcode: 'XX11XX', code: 'SERVER_ERROR' }], 'XX1 1XX: SERVER_ERROR')
})

t.test('the sandbox collectors', async (t) => {
  const collectors = await sandboxCollectors()
  t.same(
    collectors.map(({ card_number, email, last_name, date_of_birth, user_type, status }) => ({
      card_number,
      email,
      last_name,
      date_of_birth,
      user_type,
      status,
    })),
    [
      {
        card_number: '10000000001',
        email: 'alex.taylor@example.com',
        last_name: 'Taylor',
        date_of_birth: '21-06-1988',
        user_type: 'personal',
        status: 'active',
      },
      {
        card_number: '10000000002',
        email: 'sam.patel@example.com',
        last_name: 'Patel',
        date_of_birth: '02-11-1975',
        user_type: 'personal',
        status: 'active',
      },
      {
        card_number: '20000000001',
        email: null,
        last_name: 'Jones',
        date_of_birth: '15-03-1980',
        user_type: 'analog',
        status: 'active',
      },
      {
        card_number: '30000000001',
        email: null,
        last_name: 'Hughes',
        date_of_birth: null,
        user_type: 'analog',
        status: 'inactivated',
      },
    ],
  )
  t.equal(collectors[2]?.password_hash, null, 'the plastic-card holder has no online password yet')
})
