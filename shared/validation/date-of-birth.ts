/** Date of birth: shown as DD/MM/YYYY, held as DD-MM-YYYY (registration specification). */
import {
  DATE_OF_BIRTH_INPUT_MAX,
  DATE_OF_BIRTH_YEAR_MAX,
  DATE_OF_BIRTH_YEAR_MIN,
  MINIMUM_AGE,
} from '../constants/limits.ts'
import type { FieldRule } from './field-rule.ts'
import { asTrimmed } from './field-rule.ts'
import { DATE_OF_BIRTH_FORMAT, DATE_OF_BIRTH_REQUIRED, DATE_OF_BIRTH_UNDER_AGE } from './messages.ts'

export type CalendarDate = { year: number; month: number; day: number }

/** Day and month may have one or two digits (the routes specification writes d/m/yyyy). */
const DISPLAY_REGEX = /^([0-9]{1,2})\/([0-9]{1,2})\/([0-9]{4})$/u

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/** Parses DD/MM/YYYY into a real calendar date between 1900 and 3000, or undefined. */
export function parseDateOfBirth(value: string): CalendarDate | undefined {
  const match = DISPLAY_REGEX.exec(value)
  if (!match) return undefined
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (year < DATE_OF_BIRTH_YEAR_MIN || year > DATE_OF_BIRTH_YEAR_MAX) return undefined
  if (month < 1 || month > 12) return undefined
  if (day < 1 || day > daysInMonth(year, month)) return undefined
  return { year, month, day }
}

/**
 * Whole years from `born` to `today`. A 29 February birthday comes round on 1 March in other
 * years, as in UK law.
 */
export function ageOn(born: CalendarDate, today: CalendarDate): number {
  const birthdayPassed = today.month > born.month || (today.month === born.month && today.day >= born.day)
  return today.year - born.year - (birthdayPassed ? 0 : 1)
}

/** Today's calendar date where the code runs (the browser's or the gateway's zone). */
const calendarDate = (date: Date): CalendarDate => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
})

/** Required, a real DD/MM/YYYY date, then age 18 or over on `today`. */
export function validateDateOfBirth(value: unknown, today: Date = new Date()): string | undefined {
  const text = asTrimmed(value)
  if (text === '') return DATE_OF_BIRTH_REQUIRED
  const born = parseDateOfBirth(text)
  if (!born) return DATE_OF_BIRTH_FORMAT
  return ageOn(born, calendarDate(today)) >= MINIMUM_AGE ? undefined : DATE_OF_BIRTH_UNDER_AGE
}

/** The date-of-birth rule as a field rule with an injectable clock. */
export const dateOfBirthRule =
  (now: () => Date = () => new Date()): FieldRule =>
  (value) =>
    validateDateOfBirth(value, now())

const pad = (n: number) => String(n).padStart(2, '0')

/** DD/MM/YYYY (as typed) → DD-MM-YYYY (as held and sent), or undefined when not a date. */
export function toHeldDateOfBirth(value: string): string | undefined {
  const date = parseDateOfBirth(value.trim())
  return date && `${pad(date.day)}-${pad(date.month)}-${date.year}`
}

/** DD-MM-YYYY (as held) → DD/MM/YYYY (as shown). */
export const toDisplayDateOfBirth = (value: string): string => value.replaceAll('-', '/')

/**
 * Input mask: while typing, keeps digits only and inserts a slash after the day (2) and the
 * month (5 characters), up to 10 characters. Deleting is left alone, so backspace can remove
 * a slash.
 */
export function formatDateOfBirthInput(previous: string, next: string): string {
  if (next.length < previous.length) return next.slice(0, DATE_OF_BIRTH_INPUT_MAX)
  const digits = next.replace(/[^0-9]/gu, '').slice(0, 8)
  const day = digits.slice(0, 2)
  const month = digits.slice(2, 4)
  const year = digits.slice(4)
  if (digits.length < 2) return day
  if (digits.length < 4) return `${day}/${month}`
  return `${day}/${month}/${year}`
}
