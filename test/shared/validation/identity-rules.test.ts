import t from 'tap'
import {
  cardNumberRule,
  validateCardCheck,
  validateCardNumber,
  validateEmail,
  validatePasswordLogin,
} from '../../../shared/validation/field-rules.ts'

t.test('card check needs yes or no', async (t) => {
  const cases: [unknown, string | undefined][] = [
    ['yes', undefined],
    ['no', undefined],
    ['', 'Please select an option'],
    [undefined, 'Please select an option'],
    ['maybe', 'Please select an option'],
    [true, 'Please select an option'],
  ]
  for (const [value, expected] of cases) t.equal(validateCardCheck(value), expected, JSON.stringify(value))
})

t.test('email: empty, then the standard address pattern', async (t) => {
  const cases: [unknown, string | undefined][] = [
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    [undefined, 'Please enter your email address'],
    [42, 'Please enter your email address'],
    ['jo@example.com', undefined],
    [' jo.bloggs+tag@mail.example.co.uk ', undefined],
    ["o'neill@example.ie", undefined],
    ['jo', 'Please enter valid email'],
    ['jo@', 'Please enter valid email'],
    ['@example.com', 'Please enter valid email'],
    ['jo@example', 'Please enter valid email'],
    ['jo@@example.com', 'Please enter valid email'],
    ['jo bloggs@example.com', 'Please enter valid email'],
    ['.jo@example.com', 'Please enter valid email'],
    ['jo..b@example.com', 'Please enter valid email'],
    ['jo@-example.com', 'Please enter valid email'],
    ['jo@example.c', 'Please enter valid email'],
    [`${'a'.repeat(250)}@example.com`, 'Please enter valid email'],
  ]
  for (const [value, expected] of cases) t.equal(validateEmail(value), expected, JSON.stringify(value))
})

t.test('card number: missing, non-numeric, not 11 digits; messages name the scheme', async (t) => {
  const cases: [unknown, string | undefined][] = [
    ['', 'Enter your Nectar card number'],
    [undefined, 'Enter your Nectar card number'],
    ['12345678901', undefined],
    [' 12345678901 ', undefined],
    ['1234567890a', 'Enter a valid Nectar card number'],
    ['1234 5678 901', 'Enter a valid Nectar card number'],
    ['-1234567890', 'Enter a valid Nectar card number'],
    ['１２３４５６７８９０１', 'Enter a valid Nectar card number'],
    ['1234567890', 'Enter a Nectar card number that has 11 numbers'],
    ['123456789012', 'Enter a Nectar card number that has 11 numbers'],
    ['9826300012345678901', 'Enter a Nectar card number that has 11 numbers'],
  ]
  for (const [value, expected] of cases) t.equal(validateCardNumber(value), expected, JSON.stringify(value))
})

t.test('card number messages take the configured scheme name', async (t) => {
  t.equal(validateCardNumber('', 'Points'), 'Enter your Points card number')
  t.equal(validateCardNumber('x', 'Points'), 'Enter a valid Points card number')
  t.equal(validateCardNumber('1', 'Points'), 'Enter a Points card number that has 11 numbers')
  t.equal(cardNumberRule('Points')('', {}), 'Enter your Points card number')
  t.equal(cardNumberRule()('', {}), 'Enter your Nectar card number')
})

t.test('password login: empty only', async (t) => {
  t.equal(validatePasswordLogin(''), 'Enter your password')
  t.equal(validatePasswordLogin(undefined), 'Enter your password')
  t.equal(validatePasswordLogin(' '), undefined, 'white space may be part of a password')
  t.equal(validatePasswordLogin('x'), undefined)
})
