import t from 'tap'
import { TITLE_OPTIONS } from '../../../shared/constants/catalogue.ts'
import {
  validateFirstName,
  validateLastName,
  validateMemorableName,
  validateMobileNumber,
  validateNameCharacters,
  validateTitle,
} from '../../../shared/validation/field-rules.ts'

const CHARACTERS = 'Letters, dashes, apostrophes and spaces only'

t.test('title: one of the title list', async (t) => {
  for (const title of TITLE_OPTIONS) t.equal(validateTitle(title), undefined, title)
  for (const value of ['', 'mr', 'Capt', 'Prof', undefined]) t.equal(validateTitle(value), 'Enter your title')
})

t.test('name characters: letters, dashes, apostrophes and spaces', async (t) => {
  for (const name of ["O'Neill", 'Mary-Jane', 'Anne Marie', 'Zoë', 'Siân', 'D’Arcy', 'Łukasz', 'José']) {
    t.equal(validateNameCharacters(name), undefined, name)
  }
  for (const bad of ['_', '.', ',', '\\', '`', '^', '(', ')', '[', ']', '{', '}', '<', '>', '1', '@', '"']) {
    t.equal(validateNameCharacters(`Jo${bad}`), CHARACTERS, bad)
  }
})

t.test('first name: required, characters, at most 25', async (t) => {
  const cases: [unknown, string | undefined][] = [
    ['', 'Enter your first name'],
    ['   ', 'Enter your first name'],
    [undefined, 'Enter your first name'],
    ['Jo', undefined],
    ['J.', CHARACTERS],
    ['a'.repeat(25), undefined],
    ['a'.repeat(26), 'First name must not be over 25 characters'],
  ]
  for (const [value, expected] of cases) t.equal(validateFirstName(value), expected, JSON.stringify(value))
})

t.test('last name: required, characters, at most 25', async (t) => {
  const cases: [unknown, string | undefined][] = [
    ['', 'Enter your last name'],
    [null, 'Enter your last name'],
    ['Smith-Jones', undefined],
    ['Smith_Jones', CHARACTERS],
    ['Smith, Jones', CHARACTERS],
    ['a'.repeat(25), undefined],
    ['a'.repeat(26), 'Last name must not be over 25 characters'],
  ]
  for (const [value, expected] of cases) t.equal(validateLastName(value), expected, JSON.stringify(value))
})

t.test('mobile number: required', async (t) => {
  t.equal(validateMobileNumber(''), 'Enter your mobile number')
  t.equal(validateMobileNumber(' '), 'Enter your mobile number')
  t.equal(validateMobileNumber('07700900123'), undefined)
})

t.test('memorable word: required, at most 15', async (t) => {
  t.equal(validateMemorableName(''), 'Enter a memorable name')
  t.equal(validateMemorableName('a'.repeat(15)), undefined)
  t.equal(validateMemorableName('a'.repeat(16)), 'Memorable name must not be over 15 characters')
})
