import t from 'tap'
import {
  validateFeedback,
  validateTempCardPrivacy,
  validateTempCardTerms,
  validateTermsAgreed,
} from '../../../shared/validation/field-rules.ts'

t.test('agreement boxes need a real true', async (t) => {
  const rules: [(value: unknown) => string | undefined, string][] = [
    [validateTermsAgreed, 'Confirm you agree before accepting'],
    [validateTempCardTerms, 'Confirm you agree before continuing'],
    [validateTempCardPrivacy, 'Confirm before continuing'],
  ]
  for (const [rule, message] of rules) {
    t.equal(rule(true), undefined, message)
    for (const value of [false, undefined, 'true', 1, 'on'])
      t.equal(rule(value), message, JSON.stringify(value))
  }
})

t.test('feedback text: something, at most 10000 characters', async (t) => {
  t.equal(validateFeedback(''), 'Enter your feedback')
  t.equal(validateFeedback('  \n'), 'Enter your feedback')
  t.equal(validateFeedback('Great app'), undefined)
  t.equal(validateFeedback('a'.repeat(10000)), undefined)
  t.equal(validateFeedback('a'.repeat(10001)), 'Feedback must not be over 10000 characters')
})
