import type { SwitchValuesResponse } from '../../../../shared/contract/switches.ts'
import { api } from '../../../lib/api-client.ts'

/** The switch values the gateway evaluated for this browser (read-only). */
export const getSwitches = (): Promise<SwitchValuesResponse> =>
  api.get<SwitchValuesResponse>('/api/switches', { redirectOn401: false })
