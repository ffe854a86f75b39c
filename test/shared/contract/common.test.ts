import t from 'tap'
import type { TSchema } from 'typebox'
import Value from 'typebox/value'
import { evaluateSwitches } from '../../../config/switches.ts'
import { AppConfigSchema } from '../../../shared/contract/app-config.ts'
import {
  CardNumberSchema,
  DateOfBirthInputSchema,
  DateOfBirthSchema,
  EmailSchema,
  ErrorResponseSchema,
  UkPostcodeSchema,
} from '../../../shared/contract/common.ts'
import { HealthSchema, ReadinessSchema } from '../../../shared/contract/health.ts'
import { SessionInfoSchema } from '../../../shared/contract/session.ts'
import { SwitchValuesSchema } from '../../../shared/contract/switches.ts'

t.test('atoms accept what the field rules accept, trimmed', async (t) => {
  const cases: [TSchema, unknown, boolean][] = [
    [EmailSchema, 'jo@example.com', true],
    [EmailSchema, 'jo@example', false],
    [EmailSchema, ' jo@example.com', false],
    [EmailSchema, `${'a'.repeat(250)}@example.com`, false],
    [CardNumberSchema, '12345678901', true],
    [CardNumberSchema, '1234567890', false],
    [CardNumberSchema, '1234567890a', false],
    [CardNumberSchema, 12345678901, false],
    [UkPostcodeSchema, 'SW1A 1AA', true],
    [UkPostcodeSchema, 'sw1a1aa', true],
    [UkPostcodeSchema, 'SW1A', false],
    [DateOfBirthSchema, '05-06-1990', true],
    [DateOfBirthSchema, '05/06/1990', false],
    [DateOfBirthInputSchema, '5/6/1990', true],
    [DateOfBirthInputSchema, '05-06-1990', false],
  ]
  for (const [schema, value, ok] of cases) t.equal(Value.Check(schema, value), ok, JSON.stringify(value))
})

t.test('response schemas', async (t) => {
  t.ok(Value.Check(ErrorResponseSchema, { code: 'VALIDATION', message: 'x', fields: { email: 'y' } }))
  t.ok(Value.Check(ErrorResponseSchema, { code: 'DN11', message: 'x' }))
  t.notOk(Value.Check(ErrorResponseSchema, { code: 'X', message: 'x', fields: { email: 1 } }))
  t.notOk(Value.Check(ErrorResponseSchema, { message: 'x' }))

  const config = {
    schemeName: 'Nectar',
    identityStartPrefix: '/id/start',
    carelinePhone: '0345',
    cardPrefix: '98263000',
  }
  t.ok(Value.Check(AppConfigSchema, { ...config, appEnv: 'local' }))
  t.notOk(Value.Check(AppConfigSchema, { ...config, appEnv: 'dev' }))
  t.notOk(Value.Check(AppConfigSchema, { ...config, appEnv: 'prod', secret: 'x' }), 'nothing extra leaks')
  t.notOk(Value.Check(AppConfigSchema, { ...config, identityStartPrefix: '//evil', appEnv: 'prod' }))

  t.ok(Value.Check(SessionInfoSchema, { signedIn: false }))
  t.ok(Value.Check(SessionInfoSchema, { signedIn: true, firstName: 'Jo', collectorHash: 'abc' }))
  t.notOk(Value.Check(SessionInfoSchema, { signedIn: true, accessToken: 'eyJ' }), 'no token field')

  t.ok(Value.Check(HealthSchema, { status: 'ok' }))
  t.ok(
    Value.Check(ReadinessSchema, {
      status: 'not-ready',
      checks: { upstream: { ok: false, error: 'timeout' } },
    }),
  )
  t.ok(Value.Check(SwitchValuesSchema, evaluateSwitches('prod')))
  t.notOk(Value.Check(SwitchValuesSchema, { ...evaluateSwitches('prod'), isUnknownEnabled: true }))
})
