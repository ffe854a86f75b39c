import t from 'tap'
import {
  ageOn,
  dateOfBirthRule,
  formatDateOfBirthInput,
  parseDateOfBirth,
  toDisplayDateOfBirth,
  toHeldDateOfBirth,
  validateDateOfBirth,
} from '../../../shared/validation/field-rules.ts'

const FORMAT = 'Enter a date of birth in correct format'
const UNDER_AGE = 'You must be over 18 years old'
// Local noon avoids any time-zone edge around midnight.
const today = new Date(2026, 5, 15, 12) // 15 June 2026

t.test('required, format, real dates, age', async (t) => {
  const cases: [unknown, string | undefined][] = [
    ['', 'Enter your date of birth'],
    ['  ', 'Enter your date of birth'],
    [undefined, 'Enter your date of birth'],
    ['15/06/1990', undefined],
    ['5/6/1990', undefined],
    ['15-06-1990', FORMAT],
    ['1990/06/15', FORMAT],
    ['15/06/90', FORMAT],
    ['15/6/19900', FORMAT],
    ['aa/bb/cccc', FORMAT],
    ['29/02/2000', undefined],
    ['29/02/1996', undefined],
    ['29/02/1900', FORMAT],
    ['29/02/2001', FORMAT],
    ['28/02/2001', undefined],
    ['31/04/1990', FORMAT],
    ['30/04/1990', undefined],
    ['31/12/1990', undefined],
    ['00/01/1990', FORMAT],
    ['32/01/1990', FORMAT],
    ['01/00/1990', FORMAT],
    ['01/13/1990', FORMAT],
    ['01/01/1899', FORMAT],
    ['01/01/1900', undefined],
    ['31/12/3000', UNDER_AGE],
    ['01/01/3001', FORMAT],
    ['15/06/2008', undefined],
    ['16/06/2008', UNDER_AGE],
    ['14/06/2008', undefined],
    ['15/06/2020', UNDER_AGE],
  ]
  for (const [value, expected] of cases)
    t.equal(validateDateOfBirth(value, today), expected, JSON.stringify(value))
})

t.test('exactly 18 today passes, 18 tomorrow fails', async (t) => {
  const now = new Date(2026, 0, 31, 12)
  t.equal(validateDateOfBirth('31/01/2008', now), undefined)
  t.equal(validateDateOfBirth('01/02/2008', now), UNDER_AGE)
})

t.test('a 29 February birthday comes round on 1 March in other years', async (t) => {
  const born = { year: 2008, month: 2, day: 29 }
  t.equal(ageOn(born, { year: 2026, month: 2, day: 28 }), 17)
  t.equal(ageOn(born, { year: 2026, month: 3, day: 1 }), 18)
  t.equal(ageOn(born, { year: 2028, month: 2, day: 29 }), 20)
  t.equal(validateDateOfBirth('29/02/2008', new Date(2026, 1, 28, 12)), UNDER_AGE)
  t.equal(validateDateOfBirth('29/02/2008', new Date(2026, 2, 1, 12)), undefined)
})

t.test('the field rule reads the injected clock', async (t) => {
  const rule = dateOfBirthRule(() => new Date(2026, 5, 15, 12))
  t.equal(rule('15/06/2008', {}), undefined)
  t.equal(rule('16/06/2008', {}), UNDER_AGE)
})

t.test('parse, hold and display', async (t) => {
  t.same(parseDateOfBirth('5/6/1990'), { year: 1990, month: 6, day: 5 })
  t.equal(parseDateOfBirth('31/04/1990'), undefined)
  t.equal(toHeldDateOfBirth('5/6/1990'), '05-06-1990')
  t.equal(toHeldDateOfBirth(' 15/06/1990 '), '15-06-1990')
  t.equal(toHeldDateOfBirth('31/02/1990'), undefined)
  t.equal(toDisplayDateOfBirth('05-06-1990'), '05/06/1990')
})

t.test('input mask inserts slashes after 2 and 5 characters, at most 10', async (t) => {
  const cases: [string, string, string][] = [
    ['', '1', '1'],
    ['1', '12', '12/'],
    ['12/', '12/0', '12/0'],
    ['12/0', '12/03', '12/03/'],
    ['12/03/', '12/03/1', '12/03/1'],
    ['12/03/199', '12/03/1990', '12/03/1990'],
    ['12/03/1990', '12/03/19901', '12/03/1990'],
    ['', '12031990', '12/03/1990'],
    ['', '12a', '12/'],
    ['12', '123', '12/3'],
    ['12/', '12', '12'],
    ['12/03/', '12/03', '12/03'],
    ['12/03/1990', '12/03/199', '12/03/199'],
  ]
  for (const [previous, next, expected] of cases) {
    t.equal(formatDateOfBirthInput(previous, next), expected, `${previous} → ${next}`)
  }
})
