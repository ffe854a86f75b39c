/**
 * The journey's step calls (shared/contract/registration.ts): each answers with the next step, and
 * is sent through useSubmitStep (submit-step.ts). Calls the gateway protects with a captcha carry a
 * fresh solution in X-Captcha.
 */
import type {
  AccountTypeBody,
  BusinessDetailsBody,
  BusinessOffersBody,
  CardCheckBody,
  CardNumberBody,
  CustomerDetailsBody,
  EmailBody,
  PasswordBody,
  PhoneBody,
  StepResponse,
  TermsBody,
} from '../../../../shared/contract/registration.ts'
import { api } from '../../../lib/api-client.ts'
import { captchaHeaders, solveCaptcha } from '../../../lib/captcha/solve-captcha.ts'

const BASE = '/api/registration'

/** POST with a captcha solution obtained just before the call (each solution is accepted once). */
export async function postWithCaptcha<T>(path: string, body: unknown): Promise<T> {
  const payload = await solveCaptcha()
  return api.post<T>(path, body, { headers: captchaHeaders(payload) })
}

export const startRegistration = (body: CardCheckBody) => api.post<StepResponse>(`${BASE}/start`, body)

export const submitEmail = (body: EmailBody) => postWithCaptcha<StepResponse>(`${BASE}/email`, body)

export const chooseAccount = (body: AccountTypeBody) => api.post<StepResponse>(`${BASE}/account-type`, body)

export const submitBusinessDetails = (body: BusinessDetailsBody) =>
  api.post<StepResponse>(`${BASE}/business-details`, body)

export const submitCustomerDetails = (body: CustomerDetailsBody) =>
  api.post<StepResponse>(`${BASE}/customer-details`, body)

export const submitAddress = (address: string[]) => api.post<StepResponse>(`${BASE}/address`, { address })

export const submitPhone = (body: PhoneBody) => api.post<StepResponse>(`${BASE}/phone`, body)

export const submitPassword = (body: PasswordBody) => api.post<StepResponse>(`${BASE}/password`, body)

export const submitTerms = (body: TermsBody) => api.post<StepResponse>(`${BASE}/terms`, body)

export const submitBusinessOffers = (body: BusinessOffersBody) =>
  api.post<StepResponse>(`${BASE}/business-offers`, body)

export const submitCardNumber = (body: CardNumberBody) =>
  postWithCaptcha<StepResponse>(`${BASE}/card-number`, body)
