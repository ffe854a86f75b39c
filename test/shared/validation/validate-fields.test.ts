import t from 'tap'
import {
  businessDetailsRules,
  cardNumberRules,
  createPasswordRules,
  customerDetailsRules,
  isValid,
  tempCardRules,
  validateFields,
} from '../../../shared/validation/field-rules.ts'

const now = () => new Date(2026, 5, 15, 12)

t.test('returns only the failing fields with their messages', async (t) => {
  const errors = validateFields(customerDetailsRules(now), {
    title: 'Dr',
    firstName: 'J_o',
    lastName: '',
    dateOfBirth: '31/04/1990',
  })
  t.same(errors, {
    firstName: 'Letters, dashes, apostrophes and spaces only',
    lastName: 'Enter your last name',
    dateOfBirth: 'Enter a date of birth in correct format',
  })
  t.equal(isValid(errors), false)
  const ok = validateFields(customerDetailsRules(now), {
    title: 'Mx',
    firstName: 'Sam',
    lastName: "O'Neill",
    dateOfBirth: '01/01/1990',
  })
  t.same(ok, {})
  t.equal(isValid(ok), true)
})

t.test('a body that is not an object counts as empty', async (t) => {
  for (const body of [undefined, null, 'x', 3, ['a']]) {
    t.same(validateFields(businessDetailsRules, body), {
      name: 'Enter the name of your business',
      employees: 'Select number of employees',
      category: 'Enter what your business does',
    })
  }
})

t.test('inherited properties are not read as fields', async (t) => {
  const body = Object.create({ name: 'Inherited Ltd' }) as Record<string, unknown>
  t.equal(validateFields(businessDetailsRules, body).name, 'Enter the name of your business')
})

t.test('scheme name and personal details reach the rules', async (t) => {
  t.same(validateFields(cardNumberRules('Points'), { cardNumber: '12' }), {
    cardNumber: 'Enter a Points card number that has 11 numbers',
  })
  t.same(
    validateFields(createPasswordRules({ firstName: 'Alice' }), {
      password: 'Alice!Pass1',
      confirmPassword: 'x',
    }),
    {
      password: 'Do not use your name or the first part of your email address',
      confirmPassword: 'Passwords do not match.',
    },
  )
  t.same(validateFields(tempCardRules, { email: 'jo@example.com', terms: true, privacy: false }), {
    privacy: 'Confirm before continuing',
  })
})
