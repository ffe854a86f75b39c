/** The help topics (`GET /documents-api/{documentName}.json`, `faqs` by default), forwarded by the gateway. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { FAQ_DOCUMENT, type FaqTopic, isFaqDocument } from '../../../../shared/contract/help.ts'
import { getForwardedContent } from '../../../lib/api-client.ts'

async function getFaqs(name: string, signal?: AbortSignal): Promise<FaqTopic[]> {
  const path = `/documents-api/${encodeURIComponent(name)}.json`
  const document = await getForwardedContent<unknown>(path, signal ? { signal } : {})
  // Forwarded as the content API wrote it: a document in another shape is a failed load.
  if (!isFaqDocument(document)) throw new Error(`${path} is not a list of FAQ topics`)
  return document
}

const getFaqsQueryOptions = (name = FAQ_DOCUMENT) =>
  queryOptions({
    queryKey: ['content', 'faqs', name] as const,
    queryFn: ({ signal }) => getFaqs(name, signal),
    // Help content changes with releases, not while a page is open.
    staleTime: 10 * 60 * 1000,
  })

export const useFaqs = (name?: string) => useQuery(getFaqsQueryOptions(name))
