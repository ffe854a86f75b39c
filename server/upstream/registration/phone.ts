/**
 * The reference upstream's phone check: a UK mobile (07…, +447…, 447…) for gb, otherwise 6 to 15
 * digits. The message is the one the mobile field shows.
 */

export const PHONE_INVALID_MESSAGE = 'Enter a valid mobile number'

/** The national number without the leading 0 or country code, or undefined when not valid. */
export function checkPhone(countryCode: string, phoneNumber: string): string | undefined {
  const digits = phoneNumber.replace(/[\s()-]/g, '')
  if (countryCode === 'gb') {
    const match = /^(?:\+44|0044|44|0)(7\d{9})$/.exec(digits)
    return match?.[1]
  }
  const national = digits.replace(/^\+/, '')
  return /^\d{6,15}$/.test(national) ? national : undefined
}
