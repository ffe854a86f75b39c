/** A stored transaction as the API names its fields (spec §3 Transactions response). */
import type { Transaction } from '../../../shared/contract/activity.ts'
import { logoUrl } from '../seed/brands.ts'
import type { TransactionRow } from './repository.ts'

export const transactionView = (row: TransactionRow): Transaction => ({
  id: row.id,
  date: row.occurred_at.toISOString(),
  brandKey: row.brand_key,
  partnerName: row.partner_name,
  logoUrl: logoUrl(row.brand_key),
  description: row.description,
  points: row.points,
})
