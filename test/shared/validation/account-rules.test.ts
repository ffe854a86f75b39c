/** The account forms' rules: the same messages on the page and the gateway. */
import t from 'tap'
import {
  additionalDetailsRules,
  CURRENT_PASSWORD_REQUIRED,
  changePasswordRules,
  HOUSEHOLD_SIZE_RANGE,
  MOBILE_FORMAT,
  mobileChangeRules,
  nameChangeRules,
  SECURITY_CODE_FORMAT,
  SECURITY_CODE_REQUIRED,
  securityCodeRules,
} from '../../../shared/validation/account-rules.ts'
import { validateFields } from '../../../shared/validation/field-rule.ts'

t.test('the name: a title from the list, names of letters, spaces, hyphens and apostrophes', async (t) => {
  t.same(validateFields(nameChangeRules, { title: 'Dr', firstName: 'Anne-Marie', lastName: "O'Neill" }), {})
  const broken = validateFields(nameChangeRules, { title: 'King', firstName: 'Al_ex', lastName: 'Tay.lor' })
  t.same(Object.keys(broken).sort(), ['firstName', 'lastName', 'title'])
})

t.test('the mobile number: digits, spaces allowed, a leading 0', async (t) => {
  t.same(validateFields(mobileChangeRules, { phoneNumber: '07700 900123' }), {})
  t.same(validateFields(mobileChangeRules, { phoneNumber: '7700900123' }), {})
  t.same(validateFields(mobileChangeRules, { phoneNumber: '07abc' }), { phoneNumber: MOBILE_FORMAT })
})

t.test('the security code: six digits', async (t) => {
  t.same(validateFields(securityCodeRules, { code: '' }), { code: SECURITY_CODE_REQUIRED })
  t.same(validateFields(securityCodeRules, { code: '12345' }), { code: SECURITY_CODE_FORMAT })
  t.same(validateFields(securityCodeRules, { code: ' 012345 ' }), {})
})

t.test('the password change: current required, section 5 rules, the confirmation', async (t) => {
  const rules = changePasswordRules({ firstName: 'Sam', lastName: 'Patel', email: 'sam.patel@example.com' })
  t.same(
    validateFields(rules, {
      currentPassword: 'x',
      password: 'Fresh#Start2027',
      confirmPassword: 'Fresh#Start2027',
    }),
    {},
  )
  t.same(
    validateFields(rules, {
      currentPassword: '',
      password: 'Fresh#Start2027',
      confirmPassword: 'Other#Start2027',
    }),
    {
      currentPassword: CURRENT_PASSWORD_REQUIRED,
      confirmPassword: 'Passwords do not match.',
    },
  )
  t.match(
    validateFields(rules, {
      currentPassword: 'x',
      password: 'Sam.patel2027!',
      confirmPassword: 'Sam.patel2027!',
    }),
    {
      password: 'Do not use your name or the first part of your email address',
    },
  )
})

t.test('additional details: each optional, each checked when given', async (t) => {
  const rules = additionalDetailsRules(() => new Date('2026-11-24'))
  t.same(validateFields(rules, { dateOfBirth: '', householdSize: '', dietaryPreference: '' }), {})
  t.same(
    validateFields(rules, { dateOfBirth: '29/2/1988', householdSize: '20', dietaryPreference: 'halal' }),
    {},
  )
  const broken = validateFields(rules, {
    dateOfBirth: '30/2/1988',
    householdSize: '0',
    dietaryPreference: 'meat',
  })
  t.same(Object.keys(broken).sort(), ['dateOfBirth', 'dietaryPreference', 'householdSize'])
  t.equal(broken.householdSize, HOUSEHOLD_SIZE_RANGE)
})
