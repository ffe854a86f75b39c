/** Temporary digital card: e-mail the link, send it again, show the card the link opens. */
import type {
  TempCardEmailBody,
  TempCardResponse,
  TempCardSentResponse,
} from '../../../../shared/contract/registration.ts'
import { api } from '../../../lib/api-client.ts'
import { postWithCaptcha } from './journey-steps.ts'

export const requestTempCard = (body: TempCardEmailBody) =>
  postWithCaptcha<TempCardSentResponse>('/api/temp-card/email', body)

export const resendTempCard = () => api.post<TempCardSentResponse>('/api/temp-card/resend', {})

export const getTempCard = (token: string, signal?: AbortSignal) =>
  api.get<TempCardResponse>(`/api/temp-card/${encodeURIComponent(token)}`, signal ? { signal } : {})
