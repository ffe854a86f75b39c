/** The link form's field rules and the conversion arithmetic the page and the upstream share. */
import t from 'tap'
import { conversionStep, convertedPoints } from '../../../shared/constants/linked-partners.ts'
import { validateFields } from '../../../shared/validation/field-rule.ts'
import {
  LINK_FORM_RULES,
  MEMBER_NUMBER_INVALID,
  MEMBER_NUMBER_REQUIRED,
  PIN_INVALID,
  SURNAME_INVALID,
  SURNAME_REQUIRED,
} from '../../../shared/validation/linked-partner-rules.ts'

t.test('manual: member number of 8 digits and a surname of letters', async (t) => {
  t.same(validateFields(LINK_FORM_RULES.manual, {}), {
    memberNumber: MEMBER_NUMBER_REQUIRED,
    surname: SURNAME_REQUIRED,
  })
  t.same(validateFields(LINK_FORM_RULES.manual, { memberNumber: '1234567', surname: 'O_Neil' }), {
    memberNumber: MEMBER_NUMBER_INVALID,
    surname: SURNAME_INVALID,
  })
  t.same(validateFields(LINK_FORM_RULES.manual, { memberNumber: ' 70000001 ', surname: "O'Neil-Smith" }), {})
})

t.test('login: a 4-digit PIN; link: the member number only', async (t) => {
  t.same(validateFields(LINK_FORM_RULES.login, { memberNumber: '70000001', pin: '12a4' }), {
    pin: PIN_INVALID,
  })
  t.same(validateFields(LINK_FORM_RULES.link, { memberNumber: '70000001', surname: '' }), {})
})

t.test('conversions move whole blocks of the rate (8 points = 5 airline points)', async (t) => {
  t.equal(convertedPoints('british-airways', 'NTP', 800), 500)
  t.equal(convertedPoints('british-airways', 'PTN', 500), 800)
  t.equal(convertedPoints('british-airways', 'AOI', 5), 8)
  t.equal(convertedPoints('british-airways', 'NTP', 7), 0, 'not a whole block')
  t.equal(convertedPoints('british-airways', 'PTN', 0), 0)
  t.equal(convertedPoints('british-airways', 'PTN', 2.5), 0)
  t.equal(conversionStep('british-airways', 'NTP'), 8)
  t.equal(conversionStep('british-airways', 'PTN'), 5)
})
