import { api } from '../../../lib/api-client.ts'
import type { AppConfig } from '../../../lib/app-config.ts'

export const getAppConfig = (): Promise<AppConfig> =>
  api.get<AppConfig>('/api/app-config', { redirectOn401: false })
