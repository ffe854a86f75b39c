import t from 'tap'
import {
  checkPassword,
  emailLocalPart,
  PASSWORD_RULE_LABELS,
  passwordConfirmationRule,
  passwordRule,
  validatePassword,
  validatePasswordConfirmation,
} from '../../../shared/validation/field-rules.ts'

const details = { firstName: 'Alice', lastName: 'Smith', email: 'a.jones@example.com' }
const ALL_PASS = {
  minLength: true,
  uppercase: true,
  lowercase: true,
  digit: true,
  special: true,
  noSpaces: true,
  noPersonalDetails: true,
}

t.test('each rule is reported on its own', async (t) => {
  const cases: [string, Partial<typeof ALL_PASS>][] = [
    ['Str0ng!Pass', {}],
    ['Sh0rt!Pa', { minLength: false }],
    ['str0ng!pass', { uppercase: false }],
    ['STR0NG!PASS', { lowercase: false }],
    ['Strong!Pass', { digit: false }],
    ['Str0ngPass1', { special: false }],
    ['Str0ng! Pass', { noSpaces: false }],
    ['Str0ng!\tPass', { noSpaces: false }],
    ['MyALICE!pass1', { noPersonalDetails: false }],
    ['Xsmith!Pass1', { noPersonalDetails: false }],
    ['A.Jones#Pass1', { noPersonalDetails: false }],
    ['', { minLength: false, uppercase: false, lowercase: false, digit: false, special: false }],
  ]
  for (const [password, failures] of cases) {
    t.same(checkPassword(password, details), { ...ALL_PASS, ...failures }, password)
  }
})

t.test('the first failing rule gives the field error', async (t) => {
  t.equal(validatePassword('Str0ng!Pass', details), undefined)
  t.equal(validatePassword('short', details), 'Use at least 9 characters')
  t.equal(validatePassword('str0ng!pass', details), 'Include an uppercase letter')
  t.equal(validatePassword('STR0NG!PASS', details), 'Include a lowercase letter')
  t.equal(validatePassword('Strong!Pass', details), 'Include a number')
  t.equal(validatePassword('Str0ngPass1', details), 'Include a special character')
  t.equal(validatePassword('Str0ng! Pass', details), 'Do not use spaces')
  t.equal(
    validatePassword('MyAlice!pass1', details),
    'Do not use your name or the first part of your email address',
  )
  t.equal(Object.keys(PASSWORD_RULE_LABELS).length, 7)
})

t.test('empty personal details never match', async (t) => {
  t.equal(validatePassword('Str0ng!Pass', { firstName: '', lastName: ' ', email: '@example.com' }), undefined)
  t.equal(validatePassword('Str0ng!Pass'), undefined)
  t.equal(emailLocalPart('jo@example.com'), 'jo')
  t.equal(emailLocalPart('no-at-sign'), '')
  t.equal(emailLocalPart('"a@b"@example.com'), '"a@b"')
})

t.test('confirmation must match exactly', async (t) => {
  t.equal(validatePasswordConfirmation('Str0ng!Pass', 'Str0ng!Pass'), undefined)
  t.equal(validatePasswordConfirmation('str0ng!Pass', 'Str0ng!Pass'), 'Passwords do not match.')
  t.equal(validatePasswordConfirmation('', 'Str0ng!Pass'), 'Passwords do not match.')
  t.equal(validatePasswordConfirmation('Str0ng!Pass ', 'Str0ng!Pass'), 'Passwords do not match.')
})

t.test('field rules read details from the session or the body', async (t) => {
  t.equal(
    passwordRule(details)('Alice!Pass1', {}),
    'Do not use your name or the first part of your email address',
  )
  t.equal(
    passwordRule()('Bobby!Pass1', { firstName: 'bobby' }),
    'Do not use your name or the first part of your email address',
  )
  t.equal(passwordRule()('Bobby!Pass1', {}), undefined)
  t.equal(passwordConfirmationRule()('x', { password: 'y' }), 'Passwords do not match.')
  t.equal(passwordConfirmationRule('newPassword')('y', { newPassword: 'y' }), undefined)
})
