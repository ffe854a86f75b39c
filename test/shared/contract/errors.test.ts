import t from 'tap'
import {
  DEFAULT_ERROR_MESSAGE,
  ERROR_CODES,
  errorMessage,
  GENERIC_ERROR_MESSAGE,
  isSessionUpgrade,
  validationError,
} from '../../../shared/contract/errors.ts'

t.test('codes and default messages of the error catalogue', async (t) => {
  t.strictSame(ERROR_CODES, {
    cardNotRecognised: 'DN11',
    sessionUpgrade: 'DN57',
    deviceTwoFactor: '141',
    validation: 'VALIDATION',
  })
  t.equal(DEFAULT_ERROR_MESSAGE, 'Looks like something went wrong. Please try again later.')
  t.equal(GENERIC_ERROR_MESSAGE, 'Something went wrong. Try again')
})

t.test('errorMessage prefers description, then message, then the fallback', async (t) => {
  const cases: [unknown, string][] = [
    [{ description: 'Card not recognised', message: 'DN11' }, 'Card not recognised'],
    [{ message: 'Try later' }, 'Try later'],
    [{ description: '', message: 'Try later' }, 'Try later'],
    [{ description: '  ', message: 42 }, 'Something went wrong. Try again'],
    [{}, 'Something went wrong. Try again'],
    [null, 'Something went wrong. Try again'],
    ['oops', 'Something went wrong. Try again'],
    [undefined, 'Something went wrong. Try again'],
  ]
  for (const [body, message] of cases) t.equal(errorMessage(body), message, JSON.stringify(body))
  t.equal(errorMessage({}, DEFAULT_ERROR_MESSAGE), 'Looks like something went wrong. Please try again later.')
})

t.test('a 400 with code 57 and DN57 is a session upgrade', async (t) => {
  t.ok(isSessionUpgrade(400, { code: 57, errorCode: 'DN57', loginUrl: 'https://id', token: 't' }))
  t.ok(isSessionUpgrade(400, { code: '57', errorCode: 'DN57' }))
  t.notOk(isSessionUpgrade(401, { code: 57, errorCode: 'DN57' }))
  t.notOk(isSessionUpgrade(400, { code: 57, errorCode: 'DN11' }))
  t.notOk(isSessionUpgrade(400, { errorCode: 'DN57' }))
  t.notOk(isSessionUpgrade(400, null))
})

t.test('validation errors carry every field and lead with the first message', async (t) => {
  t.strictSame(validationError({ email: 'Please enter valid email', terms: 'Confirm before continuing' }), {
    code: 'VALIDATION',
    message: 'Please enter valid email',
    fields: { email: 'Please enter valid email', terms: 'Confirm before continuing' },
  })
  t.equal(validationError({}).message, 'Looks like something went wrong. Please try again later.')
})
