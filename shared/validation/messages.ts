/**
 * Every validation and form message of both specifications (sections 5 and 8), verbatim.
 * Wording marked "not in the specifications" fills a gap the specifications leave open.
 */

import { DEFAULT_SCHEME_NAME } from '../constants/scheme-defaults.ts'

export { DEFAULT_SCHEME_NAME }

// Registration: card check, email, card number
export const CARD_CHECK_REQUIRED = 'Please select an option'
export const EMAIL_REQUIRED = 'Please enter your email address'
export const EMAIL_INVALID = 'Please enter valid email'
/** Card-number messages name the scheme's card ("Enter your Nectar card number"). */
export const cardNumberRequired = (schemeName = DEFAULT_SCHEME_NAME) => `Enter your ${schemeName} card number`
export const cardNumberInvalid = (schemeName = DEFAULT_SCHEME_NAME) =>
  `Enter a valid ${schemeName} card number`
export const cardNumberLength = (schemeName = DEFAULT_SCHEME_NAME) =>
  `Enter a ${schemeName} card number that has 11 numbers`

// Business details
export const BUSINESS_NAME_REQUIRED = 'Enter the name of your business'
export const BUSINESS_NAME_TOO_LONG = 'Business name must not be over 30 characters'
export const EMPLOYEES_REQUIRED = 'Select number of employees'
export const CATEGORY_REQUIRED = 'Enter what your business does'

// Customer details
export const TITLE_REQUIRED = 'Enter your title'
export const FIRST_NAME_REQUIRED = 'Enter your first name'
/** Not in the specifications (the first-name input stops at 25), worded as the last-name one. */
export const FIRST_NAME_TOO_LONG = 'First name must not be over 25 characters'
export const LAST_NAME_REQUIRED = 'Enter your last name'
export const LAST_NAME_TOO_LONG = 'Last name must not be over 25 characters'
export const NAME_CHARACTERS = 'Letters, dashes, apostrophes and spaces only'
export const DATE_OF_BIRTH_REQUIRED = 'Enter your date of birth'
export const DATE_OF_BIRTH_FORMAT = 'Enter a date of birth in correct format'
export const DATE_OF_BIRTH_UNDER_AGE = 'You must be over 18 years old'

// Phone number step
export const MOBILE_REQUIRED = 'Enter your mobile number'
export const MEMORABLE_NAME_REQUIRED = 'Enter a memorable name'
export const MEMORABLE_NAME_TOO_LONG = 'Memorable name must not be over 15 characters'

// Address step
export const POSTCODE_REQUIRED = 'Enter your postcode'
export const POSTCODE_FORMAT = 'Enter a postcode, like AA11AA'
export const POSTCODE_INVALID_ON_BLUR = 'Invalid postcode'
export const PROPERTY_REQUIRED = 'Enter your property number or name'
export const ADDRESS_CHOICE_REQUIRED = 'Select your address'
export const NO_ADDRESSES_FOUND = 'No addresses were found - Please check your details and try again.'
export const ADDRESS_SERVER_ERROR = 'Sorry, something went wrong. Please try again later'
export const ADDRESS_NOT_FOUND = 'Could not find address'

// Passwords and terms
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match.'
export const PASSWORD_LOGIN_REQUIRED = 'Enter your password'
export const TERMS_REQUIRED = 'Confirm you agree before accepting'
export const TEMP_CARD_TERMS_REQUIRED = 'Confirm you agree before continuing'
export const TEMP_CARD_PRIVACY_REQUIRED = 'Confirm before continuing'

// Feedback: not in the specifications (the send button is inactive while empty)
export const FEEDBACK_REQUIRED = 'Enter your feedback'
export const FEEDBACK_TOO_LONG = 'Feedback must not be over 10000 characters'

// Section 8: notices and errors the screens show
export const BUSINESS_LOOKUP_FAILED = 'Unable to fetch business categories.'
export const DETAILS_MISMATCH = "Those details don't look quite right"
export const LEAVE_PAGE = 'Leave page? Changes that you made may not be saved.'
// In a file of its own: the welcome page needs this message only, not the field messages.
export { DEFAULT_ERROR } from './default-error.ts'
export const GENERIC_ERROR = 'Something went wrong. Try again'
export const UNLINK_FAILED =
  'Oops! it looks like there was an issue unlinking your account, please try again later'
export const FAQ_LOAD_FAILED =
  "We're having trouble displaying this right now. Try again or check back later."
export const EMAIL_RESENT = 'We just sent you another email'
export const UNDO_SUCCESSFUL = 'Undo successful'
export const ERROR_ICON_ALT = 'error message'
