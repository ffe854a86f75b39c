/**
 * TypeBox's `date-time` format, with a fast path for the form every upstream writes
 * (`2030-01-31T23:59:59.000Z`, what `Date.prototype.toISOString` gives): checked character by
 * character, with the same calendar rules. Anything else goes to TypeBox's own check, so the format
 * accepts exactly what it accepted before. Registered when the upstream clients load, before any
 * answer schema is compiled (the compiled check takes the format's function at compile time).
 * @see https://datatracker.ietf.org/doc/html/rfc3339#section-5.6
 */
import Format, { IsDateTime } from 'typebox/format'

const DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
const ZERO = 48

/** The number written by the ASCII digits at [start, end), or -1 if one of them is not a digit. */
function digits(value: string, start: number, end: number): number {
  let number = 0
  for (let index = start; index < end; index += 1) {
    const digit = value.charCodeAt(index) - ZERO
    if (digit < 0 || digit > 9) return -1
    number = number * 10 + digit
  }
  return number
}

const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)

/** `YYYY-MM-DDTHH:MM:SS[.fraction]Z` with a real calendar date and a time before 23:59:60. */
export function isUtcTimestamp(value: string): boolean {
  const { length } = value
  if (length < 20 || value.charCodeAt(length - 1) !== 90 /* Z */) return false
  if (value[4] !== '-' || value[7] !== '-' || value[10] !== 'T' || value[13] !== ':' || value[16] !== ':')
    return false
  if (length > 20 && (value[19] !== '.' || length === 21 || digits(value, 20, length - 1) < 0)) return false
  const year = digits(value, 0, 4)
  const month = digits(value, 5, 7)
  const day = digits(value, 8, 10)
  const hour = digits(value, 11, 13)
  const minute = digits(value, 14, 16)
  const second = digits(value, 17, 19)
  if (year < 0 || month < 1 || month > 12 || day < 1 || hour < 0 || minute < 0 || second < 0) return false
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month] as number)
  // A leap second (:60) is valid only at 23:59 UTC: TypeBox's own check decides it.
  return day <= monthDays && hour <= 23 && minute <= 59 && second <= 59
}

export const isDateTime = (value: string) => isUtcTimestamp(value) || IsDateTime(value)

Format.Set('date-time', isDateTime)
