/**
 * The account audit: a row per change with who, what, channel and when, newest first; a change made
 * in a transaction that rolls back leaves no audit row behind.
 */
import t from 'tap'
import { recordAudit } from '../../../server/upstream/audit/repository.ts'
import type { AuditTables } from '../../../server/upstream/audit/schema.ts'
import { buildTestUpstream } from '../helpers/upstream.ts'

const upstream = await buildTestUpstream(t)
const audit = upstream.auditRepository

t.test('records who, what, channel and detail; reads newest first', async (t) => {
  await audit.record({ collectorId: 'c-1', action: 'profile.name', detail: { fields: 'firstName' } })
  await new Promise((resolve) => setTimeout(resolve, 5))
  await audit.record({
    collectorId: 'c-1',
    action: 'card.replaced',
    channel: 'system',
    detail: { reason: 'LOST' },
  })
  await audit.record({ collectorId: 'c-2', action: 'profile.name' })
  const rows = await audit.of('c-1')
  t.same(
    rows.map(({ action, channel, detail }) => ({ action, channel, detail })),
    [
      { action: 'card.replaced', channel: 'system', detail: { reason: 'LOST' } },
      { action: 'profile.name', channel: 'web', detail: { fields: 'firstName' } },
    ],
  )
  t.ok(rows.every((row) => row.created_at instanceof Date))
})

t.test('an audit row written in a transaction that fails is not kept', async (t) => {
  const db = upstream.db.withTables<AuditTables>()
  await t.rejects(
    db.transaction().execute(async (trx) => {
      await recordAudit(trx, { collectorId: 'c-3', action: 'password.changed' })
      throw new Error('the change failed')
    }),
  )
  t.same(await audit.of('c-3'), [])
})
