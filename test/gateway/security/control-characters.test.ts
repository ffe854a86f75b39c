/**
 * Issue 21, item 5: a control character in free text (feedback's text and subject, the address
 * lookup's building) reached the upstream's database as an error: a 502 and error-level logs. The
 * gateway refuses it first, with a 400 naming the field in plain words; a typed paragraph (tabs,
 * line breaks) still goes through.
 */
import t from 'tap'
import { CONTROL_CHARACTER_MESSAGE } from '../../../shared/validation/control-characters.ts'
import { ALEX, apiAs, offersStand, signIn } from '../offers/helpers.ts'

const { stand, gateway } = await offersStand(t)
const alex = apiAs(gateway, await signIn(gateway, stand, ALEX))
const feedback = { kind: 'bug', route: '/feedback/problems', subject: 'Phone', text: 'The button' }
const refusal = (field: string) => ({
  status: 400,
  body: {
    code: 'VALIDATION',
    message: CONTROL_CHARACTER_MESSAGE,
    fields: { [field]: CONTROL_CHARACTER_MESSAGE },
  },
})

t.test('NUL and other controls in free text: a plain 400 naming the field', async (t) => {
  const cases: Array<[string, string, Record<string, unknown>, string]> = [
    ['/api/feedback', 'NUL in the text', { ...feedback, text: 'a\u0000b' }, 'text'],
    ['/api/feedback', 'NUL in the subject', { ...feedback, subject: 'Ph\u0000one' }, 'subject'],
    ['/api/feedback', 'an escape in the text', { ...feedback, text: 'red \u001b[31m' }, 'text'],
    ['/api/feedback', 'DEL in the subject', { ...feedback, subject: 'x\u007f' }, 'subject'],
    ['/api/feedback', 'a C1 control in the text', { ...feedback, text: 'x\u0085y' }, 'text'],
    [
      '/api/account/details/address/lookup',
      'NUL in the building',
      { building: '10\u0000', postcode: 'SW1A 1AA' },
      'building',
    ],
  ]
  for (const [url, why, body, field] of cases) t.same(await alex('POST', url, body), refusal(field), why)
  t.notMatch(CONTROL_CHARACTER_MESSAGE, /must|pattern|schema|\//, 'no schema text in the message')
})

t.test('tabs and line breaks in a paragraph still go through', async (t) => {
  const answer = await alex('POST', '/api/feedback', { ...feedback, text: 'Line one\r\n\tLine two\n' })
  t.equal(answer.status, 201)
})
