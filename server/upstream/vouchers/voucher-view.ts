/**
 * Rows as the vouchers calls answer them (shared/contract/vouchers.ts): a voucher's status from its
 * answer and its expiry, the partner's name and logo from the brands, and the list's order.
 */
import type { Reward, Voucher } from '../../../shared/contract/vouchers.ts'
import type { VoucherRow } from './repository.ts'

const iso = (value: Date | string) => new Date(value).toISOString()

export function voucherView(row: VoucherRow, now = new Date()): Voucher {
  const expiresAt = new Date(row.expires_at)
  return {
    id: row.id,
    transactionId: row.transaction_id,
    voucherCode: row.voucher_code,
    url: row.url,
    partnerName: row.partner_name ?? row.brand_details_key,
    brandDetailsKey: row.brand_details_key,
    itemDescription: row.item_description,
    logoImageLocation: row.logo_image_url ?? '',
    status: row.used === true ? 'USED' : expiresAt <= now ? 'EXPIRED' : 'ACTIVE',
    used: row.used,
    pointsSpent: row.points_spent,
    valuePence: row.value_pence,
    issuedAt: iso(row.issued_at),
    expiresAt: iso(row.expires_at),
  }
}

const STATUS_ORDER = { ACTIVE: 0, USED: 1, EXPIRED: 2 } as const

/** Active first, the soonest to expire at the top; then used and expired, the most recent first. */
export function sortVouchers(vouchers: Voucher[]): Voucher[] {
  return [...vouchers].sort((a, b) => {
    const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status]
    if (byStatus !== 0) return byStatus
    if (a.status === 'ACTIVE') return a.expiresAt.localeCompare(b.expiresAt)
    return b.expiresAt.localeCompare(a.expiresAt) || b.issuedAt.localeCompare(a.issuedAt)
  })
}

export type RewardRow = {
  id: string
  brand_details_key: string
  title: string
  points_cost: number
  value_pence: number
  expires_at: Date | string
  partner_name: string
  logo_image_url: string
}

export const rewardView = (row: RewardRow): Reward => ({
  id: row.id,
  brandDetailsKey: row.brand_details_key,
  partnerName: row.partner_name,
  logoImageLocation: row.logo_image_url,
  title: row.title,
  pointsCost: row.points_cost,
  valuePence: row.value_pence,
  expiresAt: iso(row.expires_at),
})
