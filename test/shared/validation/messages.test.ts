import t from 'tap'
import * as messages from '../../../shared/validation/messages.ts'

t.test('section 8 notices, verbatim', async (t) => {
  const expected: [string, string][] = [
    [messages.BUSINESS_LOOKUP_FAILED, 'Unable to fetch business categories.'],
    [messages.NO_ADDRESSES_FOUND, 'No addresses were found - Please check your details and try again.'],
    [messages.ADDRESS_SERVER_ERROR, 'Sorry, something went wrong. Please try again later'],
    [messages.ADDRESS_NOT_FOUND, 'Could not find address'],
    [messages.DETAILS_MISMATCH, "Those details don't look quite right"],
    [messages.LEAVE_PAGE, 'Leave page? Changes that you made may not be saved.'],
    [messages.DEFAULT_ERROR, 'Looks like something went wrong. Please try again later.'],
    [messages.GENERIC_ERROR, 'Something went wrong. Try again'],
    [
      messages.UNLINK_FAILED,
      'Oops! it looks like there was an issue unlinking your account, please try again later',
    ],
    [
      messages.FAQ_LOAD_FAILED,
      "We're having trouble displaying this right now. Try again or check back later.",
    ],
    [messages.EMAIL_RESENT, 'We just sent you another email'],
    [messages.UNDO_SUCCESSFUL, 'Undo successful'],
    [messages.ERROR_ICON_ALT, 'error message'],
  ]
  for (const [actual, text] of expected) t.equal(actual, text)
})

t.test('every message is a non-empty single line without stray spaces', async (t) => {
  for (const [name, value] of Object.entries(messages)) {
    const text = typeof value === 'function' ? value() : value
    t.match(text, /^\S(.*\S)?$/u, name)
    t.notMatch(text, /\n| {2}/u, name)
  }
})
