import t from 'tap'
import {
  employeesCode,
  validateBusinessName,
  validateCategory,
  validateEmployees,
} from '../../../shared/validation/field-rules.ts'

t.test('business name: required, at most 30', async (t) => {
  const cases: [unknown, string | undefined][] = [
    ['', 'Enter the name of your business'],
    ['  ', 'Enter the name of your business'],
    [undefined, 'Enter the name of your business'],
    ['Corner Shop Ltd', undefined],
    ['a'.repeat(30), undefined],
    [` ${'a'.repeat(30)} `, undefined],
    ['a'.repeat(31), 'Business name must not be over 30 characters'],
  ]
  for (const [value, expected] of cases) t.equal(validateBusinessName(value), expected, JSON.stringify(value))
})

t.test('employees: a code A to I', async (t) => {
  for (const code of 'ABCDEFGHI') t.equal(validateEmployees(code), undefined, code)
  for (const value of ['', 'J', 'a', 1, undefined, null]) {
    t.equal(validateEmployees(value), 'Select number of employees', JSON.stringify(value))
  }
})

t.test('category: required', async (t) => {
  t.equal(validateCategory(''), 'Enter what your business does')
  t.equal(validateCategory(undefined), 'Enter what your business does')
  t.equal(validateCategory('retail'), undefined)
})

t.test('employees code from the 1-based position', async (t) => {
  t.same(
    [1, 2, 3, 4, 5, 6, 7, 8, 9].map((position) => employeesCode(position)),
    ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'],
  )
  for (const position of [0, 10, -1, 1.5, Number.NaN])
    t.equal(employeesCode(position), undefined, String(position))
})
