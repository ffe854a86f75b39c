/** Read-only calls of the journey: business options, address lookup, password check, sign-up status. */
import type {
  AddressLookupBody,
  AddressLookupResponse,
  AutoLoginResponse,
  BusinessLookupResponse,
  PasswordValidityResponse,
  RegistrationStateResponse,
  SignUpStatusResponse,
} from '../../../../shared/contract/registration.ts'
import { api } from '../../../lib/api-client.ts'
import { postWithCaptcha } from './journey-steps.ts'

const BASE = '/api/registration'

export const getBusinessLookup = (signal?: AbortSignal) =>
  api.get<BusinessLookupResponse>(`${BASE}/business-lookup`, signal ? { signal } : {})

export const lookupAddress = (body: AddressLookupBody) =>
  postWithCaptcha<AddressLookupResponse>(`${BASE}/address/lookup`, body)

export const validatePasswordOnServer = (password: string, signal?: AbortSignal) =>
  api.post<PasswordValidityResponse>(`${BASE}/password/validate`, { password }, signal ? { signal } : {})

export const getSignUpStatus = () => api.get<SignUpStatusResponse>(`${BASE}/status`)

export const autoLogin = () => api.post<AutoLoginResponse>(`${BASE}/auto-login`, {})

export const getRegistrationState = (signal?: AbortSignal) =>
  api.get<RegistrationStateResponse>(`${BASE}/state`, signal ? { signal } : {})
