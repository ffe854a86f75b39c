/**
 * The journey's step calls (registrationApi in shared/contract/registration.ts): each answers with
 * the next step, and is sent through useSubmitStep (submit-step.ts). Calls the gateway protects
 * with a captcha carry a fresh solution in X-Captcha.
 */
import {
  type AccountTypeBody,
  type BusinessDetailsBody,
  type BusinessOffersBody,
  type CardCheckBody,
  type CardNumberBody,
  type CustomerDetailsBody,
  type EmailBody,
  type PasswordBody,
  type PhoneBody,
  registrationApi,
  type TermsBody,
} from '../../../../shared/contract/registration.ts'
import { call } from '../../../lib/api-client.ts'
import { callWithCaptcha } from '../../../lib/captcha/call-with-captcha.ts'

export const startRegistration = (body: CardCheckBody) => call(registrationApi.start, { body })

export const submitEmail = (body: EmailBody) => callWithCaptcha(registrationApi.email, { body })

export const chooseAccount = (body: AccountTypeBody) => call(registrationApi.accountType, { body })

export const submitBusinessDetails = (body: BusinessDetailsBody) =>
  call(registrationApi.businessDetails, { body })

export const submitCustomerDetails = (body: CustomerDetailsBody) =>
  call(registrationApi.customerDetails, { body })

export const submitAddress = (address: string[]) => call(registrationApi.address, { body: { address } })

export const submitPhone = (body: PhoneBody) => call(registrationApi.phone, { body })

export const submitPassword = (body: PasswordBody) => call(registrationApi.password, { body })

export const submitTerms = (body: TermsBody) => call(registrationApi.terms, { body })

export const submitBusinessOffers = (body: BusinessOffersBody) =>
  call(registrationApi.businessOffers, { body })

export const submitCardNumber = (body: CardNumberBody) =>
  callWithCaptcha(registrationApi.cardNumber, { body })
