/** The savings screens in one chunk: the savings page and a digital receipt, chosen by screen name. */
import type { ChunkScreens } from '../../chunk-screens.ts'
import ReceiptRoute from './receipt.tsx'
import SavingsRoute from './savings.tsx'

export const screens = { savings: SavingsRoute, receipt: ReceiptRoute } satisfies ChunkScreens
