/** Business details rules (registration specification section 5). */
import { BUSINESS_NAME_MAX, EMPLOYEE_CODES, type EmployeeCode } from '../constants/limits.ts'
import { asTrimmed } from './field-rule.ts'
import {
  BUSINESS_NAME_REQUIRED,
  BUSINESS_NAME_TOO_LONG,
  CATEGORY_REQUIRED,
  EMPLOYEES_REQUIRED,
} from './messages.ts'

export function validateBusinessName(value: unknown): string | undefined {
  const name = asTrimmed(value)
  if (name === '') return BUSINESS_NAME_REQUIRED
  return name.length > BUSINESS_NAME_MAX ? BUSINESS_NAME_TOO_LONG : undefined
}

/** Employees travel as the letter code A to I; anything else counts as not chosen. */
export function validateEmployees(value: unknown): string | undefined {
  return EMPLOYEE_CODES.includes(value as EmployeeCode) ? undefined : EMPLOYEES_REQUIRED
}

export function validateCategory(value: unknown): string | undefined {
  return asTrimmed(value) === '' ? CATEGORY_REQUIRED : undefined
}

/** The letter code for the chosen option's 1-based position (1 → 'A' … 9 → 'I'). */
export function employeesCode(position: number): EmployeeCode | undefined {
  return Number.isInteger(position) ? EMPLOYEE_CODES[position - 1] : undefined
}
