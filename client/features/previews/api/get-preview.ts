/**
 * A content editor's preview (`POST /api/previews`): the gateway verifies the signed token and answers
 * its claims, or refuses it with a code and a message to show. Never retried: a refused token stays
 * refused, and each try costs the gateway a signature check.
 */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type PreviewKind, previewsApi } from '../../../../shared/contract/previews.ts'
import { isPreviewToken } from '../../../../shared/validation/link-tokens.ts'
import { call } from '../../../lib/api-client.ts'

const getPreview = (kind: PreviewKind, token: string, signal?: AbortSignal) =>
  call(previewsApi.verify, { body: { kind, token } }, signal ? { signal } : {})

const getPreviewQueryOptions = (kind: PreviewKind, token: string) =>
  queryOptions({
    queryKey: ['previews', kind, token] as const,
    queryFn: ({ signal }) => getPreview(kind, token, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  })

export const usePreview = (kind: PreviewKind, token: string) =>
  useQuery({ ...getPreviewQueryOptions(kind, token), enabled: isPreviewToken(token) })
