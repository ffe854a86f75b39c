/** The help topics (`GET /documents-api/{documentName}.json`, `faqs` by default), forwarded by the gateway. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { FAQ_DOCUMENT, type FaqTopic } from '../../../../shared/contract/help.ts'
import { getForwardedContent } from '../../../lib/api-client.ts'

export const getFaqs = (name: string, signal?: AbortSignal) =>
  getForwardedContent<FaqTopic[]>(`/documents-api/${encodeURIComponent(name)}.json`, signal ? { signal } : {})

export const getFaqsQueryOptions = (name = FAQ_DOCUMENT) =>
  queryOptions({
    queryKey: ['content', 'faqs', name] as const,
    queryFn: ({ signal }) => getFaqs(name, signal),
    // Help content changes with releases, not while a page is open.
    staleTime: 10 * 60 * 1000,
  })

export const useFaqs = (name?: string) => useQuery(getFaqsQueryOptions(name))
