import t from 'tap'
import {
  normalisePostcode,
  validateAddressChoice,
  validatePostcode,
  validatePostcodeOnBlur,
  validateProperty,
} from '../../../shared/validation/field-rules.ts'

const VALID = [
  'SW1A 1AA',
  'sw1a1aa',
  'M1 1AE',
  'B33 8TH',
  'CR2 6XH',
  'DN55 1PT',
  'W1A 0AX',
  'EC1A 1BB',
  'GIR 0AA',
  ' ec1a 1bb ',
]
const INVALID = [
  'AA11AA1',
  '12345',
  'SW1A',
  'SW1A 1A',
  '1AA 1AA',
  'SW1A-1AA',
  'SW1A  1AA',
  'ABC1 1AA',
  'SW1A 1AÄ',
]

t.test('postcode on submit: required, then UK format', async (t) => {
  t.equal(validatePostcode(''), 'Enter your postcode')
  t.equal(validatePostcode('   '), 'Enter your postcode')
  t.equal(validatePostcode(undefined), 'Enter your postcode')
  for (const postcode of VALID) t.equal(validatePostcode(postcode), undefined, postcode)
  for (const postcode of INVALID)
    t.equal(validatePostcode(postcode), 'Enter a postcode, like AA11AA', postcode)
})

t.test('postcode on blur: malformed says Invalid postcode, empty waits', async (t) => {
  t.equal(validatePostcodeOnBlur(''), undefined)
  for (const postcode of VALID) t.equal(validatePostcodeOnBlur(postcode), undefined, postcode)
  for (const postcode of INVALID) t.equal(validatePostcodeOnBlur(postcode), 'Invalid postcode', postcode)
})

t.test('postcode normalised for the lookup', async (t) => {
  t.equal(normalisePostcode('sw1a1aa'), 'SW1A 1AA')
  t.equal(normalisePostcode(' m1  1ae '), 'M1 1AE')
  t.equal(normalisePostcode('ab'), 'AB')
})

t.test('property number or name: required', async (t) => {
  t.equal(validateProperty(''), 'Enter your property number or name')
  t.equal(validateProperty(undefined), 'Enter your property number or name')
  t.equal(validateProperty('10'), undefined)
  t.equal(validateProperty('Rose Cottage'), undefined)
})

t.test('address choice: something chosen', async (t) => {
  const cases: [unknown, string | undefined][] = [
    [undefined, 'Select your address'],
    ['', 'Select your address'],
    [-1, 'Select your address'],
    [1.5, 'Select your address'],
    [0, undefined],
    [3, undefined],
    ['addr-1', undefined],
  ]
  for (const [value, expected] of cases)
    t.equal(validateAddressChoice(value), expected, JSON.stringify(value))
})
