/** The address lookup of the address step, protected by a captcha. */
import { useMutation } from '@tanstack/react-query'
import type { AddressLookupBody, AddressLookupResponse } from '../../../../shared/contract/registration.ts'
import { postWithCaptcha } from './journey-steps.ts'

export const lookupAddress = (body: AddressLookupBody) =>
  postWithCaptcha<AddressLookupResponse>('/api/registration/address/lookup', body)

/** A mutation, not a query: each lookup spends a captcha solution and is sent only on submit. */
export const useLookupAddress = () => useMutation({ mutationFn: lookupAddress })
