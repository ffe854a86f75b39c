/**
 * The upstream answers' `date-time` format: the fast path accepts only what TypeBox's own check
 * accepts, and the format as registered answers exactly as TypeBox's check for every string here.
 */
import t from 'tap'
import Type from 'typebox'
import Compile from 'typebox/compile'
import { IsDateTime } from 'typebox/format'
import { isDateTime, isUtcTimestamp } from '../../../server/gateway/plugins/app/upstream/date-time-format.ts'

const samples = [
  '2030-01-31T23:59:59.000Z',
  '2030-01-31T23:59:59Z',
  '2030-01-31T23:59:59.1Z',
  '2030-01-31T23:59:59.123456789Z',
  '2024-02-29T12:00:00.000Z',
  '2023-02-29T12:00:00.000Z',
  '2000-02-29T00:00:00Z',
  '1900-02-29T00:00:00Z',
  '2030-04-31T00:00:00Z',
  '2030-00-10T00:00:00Z',
  '2030-13-10T00:00:00Z',
  '2030-01-00T00:00:00Z',
  '2030-01-01T24:00:00Z',
  '2030-01-01T23:60:00Z',
  '2030-12-31T23:59:60Z',
  '2030-12-31T22:59:60Z',
  '2030-01-01t10:00:00z',
  '2030-01-01T10:00:00+01:00',
  '2030-01-01T10:00:00.5-05:30',
  '2030-01-01T10:00:00',
  '2030-01-01T10:00:00.Z',
  '2030-01-01 10:00:00Z',
  '2030-1-01T10:00:00Z',
  '2030-01-01T10:00:00ZZ',
  '2030-01-01T10:00:00Z[Europe/London]',
  '２０３０-01-01T10:00:00Z',
  '2030-01-01T1a:00:00Z',
  '',
  'T',
  'not a date',
]

t.test('the format answers as TypeBox’s own check', async (t) => {
  for (const sample of samples) t.equal(isDateTime(sample), IsDateTime(sample), sample)
})

t.test('the fast path never accepts what TypeBox refuses, and takes the usual form', async (t) => {
  for (const sample of samples) if (isUtcTimestamp(sample)) t.ok(IsDateTime(sample), sample)
  t.ok(isUtcTimestamp('2030-01-31T23:59:59.000Z'))
  t.ok(isUtcTimestamp('2024-02-29T00:00:00Z'))
  // A deterministic sweep of real timestamps, leap days and the ends of months among them.
  for (let time = Date.UTC(1999, 0, 1); time < Date.UTC(2031, 0, 1); time += 86_400_000 * 7 + 3_723_123) {
    const stamp = new Date(time).toISOString()
    t.ok(isUtcTimestamp(stamp) && IsDateTime(stamp), stamp)
  }
})

t.test('answer schemas compiled after the clients load use it', async (t) => {
  await import('../../../server/gateway/plugins/app/upstream/rest-client.ts')
  const check = Compile(Type.Object({ at: Type.String({ format: 'date-time' }) }))
  t.ok(check.Check({ at: '2030-01-31T23:59:59.000Z' }))
  t.notOk(check.Check({ at: '2030-02-30T23:59:59.000Z' }))
  t.ok(check.Check({ at: '2030-01-31T23:59:59+01:00' }))
})
