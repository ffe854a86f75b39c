/**
 * The react-hook-form resolver over the shared field rules: the rules' exact messages, a named
 * field checked alone, every rule on submit, and the leave-the-field rule only when leaving.
 */
import t from 'tap'
import { fieldRulesResolver } from '../../../client/lib/form/field-rules-resolver.ts'
import { validatePostcodeOnBlur } from '../../../shared/validation/address-rules.ts'
import { addressLookupRules, createPasswordRules } from '../../../shared/validation/form-rules.ts'

type Address = { postcode: string; building: string }
const options = (names?: string[]) => ({ names, fields: {}, shouldUseNativeValidation: false }) as never

const resolver = fieldRulesResolver<Address>(
  () => addressLookupRules,
  () => ({ postcode: validatePostcodeOnBlur }),
)

t.test('submit (no names): every rule, with its exact message', async (t) => {
  const empty = { postcode: '', building: '' }
  const result = await resolver(empty, { blur: false }, options([]))
  t.strictSame(Object.keys(result.errors).sort(), ['building', 'postcode'])
  t.equal(result.errors.postcode?.message, addressLookupRules.postcode(''))
  t.equal(result.errors.building?.message, addressLookupRules.building(''))
  t.strictSame(result.values, {})
})

t.test('a named field is checked alone; valid values come back unchanged', async (t) => {
  const values = { postcode: 'SW1A 1AA', building: '' }
  t.strictSame(await resolver(values, { blur: false }, options(['postcode'])), { values, errors: {} })
})

t.test('leaving the field uses its leave rule, typing its ordinary one', async (t) => {
  const values = { postcode: 'nope', building: '1' }
  const leaving = await resolver(values, { blur: true }, options(['postcode']))
  const typing = await resolver(values, { blur: false }, options(['postcode']))
  t.equal(leaving.errors.postcode?.message, validatePostcodeOnBlur('nope'))
  t.equal(typing.errors.postcode?.message, addressLookupRules.postcode('nope'))
})

t.test('a rule sees the whole form (the confirmation compares with the password)', async (t) => {
  const rules = createPasswordRules()
  const passwords = fieldRulesResolver<{ password: string; confirmPassword: string }>(() => rules)
  const values = { password: 'Points&Prizes42', confirmPassword: 'Points&Prizes43' }
  const result = await passwords(values, { blur: false }, options(['confirmPassword']))
  t.equal(result.errors.confirmPassword?.message, rules.confirmPassword(values.confirmPassword, values))
  t.ok(result.errors.confirmPassword?.message)
})
