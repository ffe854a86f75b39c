/** Field limits and card format (specifications' section 9). */

/** Card numbers are 11 digits, shown after a fixed prefix. */
export const CARD_NUMBER_LENGTH = 11
export { CARD_PREFIX } from './scheme-defaults.ts'

export const BUSINESS_NAME_MAX = 30
export const FIRST_NAME_MAX = 25
export const LAST_NAME_MAX = 25
export const MEMORABLE_NAME_MAX = 15
/** DD/MM/YYYY: the input accepts 10 characters. */
export const DATE_OF_BIRTH_INPUT_MAX = 10
export const DATE_OF_BIRTH_YEAR_MIN = 1900
export const DATE_OF_BIRTH_YEAR_MAX = 3000
export const MINIMUM_AGE = 18
export const PASSWORD_MIN = 9
/**
 * The routes specification gives 10000 and notes a second reading of 5000; the larger value
 * is the one its constants table names, so a draft that fits one reading is never cut.
 */
export const FEEDBACK_MAX = 10000
/** RFC 5321 path limit; not in the specifications, it bounds what the gateway accepts. */
export const EMAIL_MAX = 254

/** Employees are sent as a letter code A to I for options 1 to 9. */
export const EMPLOYEE_CODES = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const
export type EmployeeCode = (typeof EMPLOYEE_CODES)[number]

export const PRICES_PAGE_SIZE = 24
export const TRANSACTIONS_PAGE_SIZE = 20
/** The first day the activity pages list. */
export const ACTIVITY_START_DATE = '2025-01-01'
export const TEMP_CARD_VALID_DAYS = 30
/** The identity `ready` check is tried at most this many times. */
export const READY_CHECK_MAX_ATTEMPTS = 10
/**
 * The success screen's sign-up status checks: the specification names a limit but not its
 * value. 30 checks at 2 s give a minute, longer than the reference upstream ever needs.
 */
export const SIGN_UP_STATUS_MAX_CHECKS = 30
/**
 * The registration confirmation e-mail's link works this long after it was sent. The specification
 * names no value; a day covers a person who reads the e-mail later the same day or the next morning.
 */
export const EMAIL_LINK_VALID_HOURS = 24
