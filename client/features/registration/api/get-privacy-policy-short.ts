/**
 * The terms step's short privacy text: HTML from the content API, sanitised with DOMPurify here,
 * so the cache only ever holds markup that is safe to render.
 * @see https://github.com/cure53/DOMPurify#how-do-i-use-it
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import DOMPurify from 'dompurify'
import { contentKeys } from './keys.ts'

async function getPrivacyPolicyShort(signal?: AbortSignal): Promise<string> {
  const response = await fetch('/documents-api/registration/privacy-policy-short.html', {
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) throw new Error(`privacy text: ${response.status}`)
  return response.text()
}

const getPrivacyPolicyShortQueryOptions = () =>
  queryOptions({
    queryKey: contentKeys.privacyPolicyShort,
    queryFn: ({ signal }) => getPrivacyPolicyShort(signal),
    // DOMPurify removes scripts, event handlers and javascript: URLs.
    select: (raw) => DOMPurify.sanitize(raw, { USE_PROFILES: { html: true } }),
    staleTime: Number.POSITIVE_INFINITY,
  })

export const usePrivacyPolicyShort = () => useQuery(getPrivacyPolicyShortQueryOptions())
