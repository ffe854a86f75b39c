/** The address lookup of the address step, protected by a captcha. */
import { useMutation } from '@tanstack/react-query'
import { type AddressLookupBody, registrationApi } from '../../../../shared/contract/registration.ts'
import { callWithCaptcha } from '../../../lib/captcha/call-with-captcha.ts'

const lookupAddress = (body: AddressLookupBody) => callWithCaptcha(registrationApi.addressLookup, { body })

/** A mutation, not a query: each lookup spends a captcha solution and is sent only on submit. */
export const useLookupAddress = () => useMutation({ mutationFn: lookupAddress })
