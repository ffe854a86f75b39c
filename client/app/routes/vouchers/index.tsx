/**
 * The vouchers screens in one chunk: the vouchers list, one voucher (by id or by transaction), the
 * success page after a redemption, spending points (and free rewards), and the redemption lock.
 */
import type { ChunkScreens } from '../../chunk-screens.ts'
import RedemptionRoute from './redemption.tsx'
import RedemptionLockRoute from './redemption-lock.tsx'
import VoucherRoute from './voucher.tsx'
import VoucherSuccessRoute from './voucher-success.tsx'
import VouchersRoute from './vouchers.tsx'

export const screens = {
  vouchers: VouchersRoute,
  voucher: VoucherRoute,
  'voucher-details': VoucherRoute,
  'voucher-success': VoucherSuccessRoute,
  redemption: RedemptionRoute,
  'zero-point-redemption': RedemptionRoute,
  'redemption-lock': RedemptionLockRoute,
} satisfies ChunkScreens
