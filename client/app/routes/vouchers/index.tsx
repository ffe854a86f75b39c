/**
 * The vouchers screens in one chunk: the vouchers list, one voucher (by id or by transaction), the
 * success page after a redemption, spending points (and free rewards), and the redemption lock.
 */
import type { ComponentType } from 'react'
import type { ScreenProps } from '../../screen-props.ts'
import RedemptionRoute from './redemption.tsx'
import RedemptionLockRoute from './redemption-lock.tsx'
import VoucherRoute from './voucher.tsx'
import VoucherSuccessRoute from './voucher-success.tsx'
import VouchersRoute from './vouchers.tsx'

const VOUCHERS_SCREENS: Record<string, ComponentType<ScreenProps>> = {
  vouchers: VouchersRoute,
  voucher: VoucherRoute,
  'voucher-details': VoucherRoute,
  'voucher-success': VoucherSuccessRoute,
  redemption: RedemptionRoute,
  'zero-point-redemption': RedemptionRoute,
  'redemption-lock': RedemptionLockRoute,
}

export default function VouchersScreens(props: ScreenProps) {
  const Screen = VOUCHERS_SCREENS[props.entry.screen] ?? VouchersRoute
  return <Screen {...props} />
}
