/**
 * Content the journey shows: documents from the content API (forwarded by the gateway), partner
 * brands and feature switches.
 */
import type { BrandsResponse } from '../../../../shared/contract/brands.ts'
import type { SwitchValuesResponse } from '../../../../shared/contract/switches.ts'
import { api } from '../../../lib/api-client.ts'

/** The short privacy text of the terms screen (HTML: sanitise before rendering). */
export async function getPrivacyPolicyShort(signal?: AbortSignal): Promise<string> {
  const response = await fetch('/documents-api/registration/privacy-policy-short.html', {
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw new Error(`privacy text: ${response.status}`)
  return response.text()
}

export const getBusinessOffersPage = (signal?: AbortSignal) =>
  api.get<{ description: string }>(
    '/documents-api/registration/businessOffersPage.json',
    signal ? { signal } : {},
  )

export type { Brand } from '../../../../shared/contract/brands.ts'

/** The anonymous brands lookup: the brands of these keys (unknown keys are left out). */
export const getBrands = (keys: readonly string[], signal?: AbortSignal) =>
  api.get<BrandsResponse>('/api/brands', {
    query: { keys: keys.join(',') },
    redirectOn401: false,
    ...(signal ? { signal } : {}),
  })

export const getSwitches = (signal?: AbortSignal) =>
  api.get<SwitchValuesResponse>('/api/switches', signal ? { signal } : {})
