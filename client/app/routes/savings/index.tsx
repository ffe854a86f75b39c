/** The savings screens in one chunk: the savings page and a digital receipt, chosen by screen name. */
import type { ComponentType } from 'react'
import type { ScreenProps } from '../../screen-props.ts'
import ReceiptRoute from './receipt.tsx'
import SavingsRoute from './savings.tsx'

const SCREENS: Record<string, ComponentType<ScreenProps>> = { savings: SavingsRoute, receipt: ReceiptRoute }

export default function SavingsScreens(props: ScreenProps) {
  const Screen = SCREENS[props.entry.screen] ?? SavingsRoute
  return <Screen {...props} />
}
