/**
 * Partner connect: the request check (`GET /api/connect/request`, public) and the collector's answer
 * (`POST /api/connect/consent`), which gives the address to return to the partner with.
 */
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { type ConnectRequest, connectApi } from '../../../../shared/contract/connect.ts'
import { call } from '../../../lib/api-client.ts'

const getConnectRequest = (request: ConnectRequest, signal?: AbortSignal) =>
  call(connectApi.request, { query: request }, signal ? { signal } : {})

const getConnectRequestQueryOptions = (request: ConnectRequest) =>
  queryOptions({
    queryKey: ['connect', 'request', request] as const,
    queryFn: ({ signal }) => getConnectRequest(request, signal),
    // A refused request stays refused; a retry would only repeat the refusal.
    retry: false,
  })

/** Not sent when the link is malformed (`enabled` false): the page says so without a call. */
export const useConnectRequest = (request: ConnectRequest, enabled = true) =>
  useQuery({ ...getConnectRequestQueryOptions(request), enabled })

/** Sends the answer and leaves for the partner's address (the page is done once it answers). */
export const useConnectConsent = () =>
  useMutation({
    mutationFn: (input: { request: ConnectRequest; decision: 'allow' | 'deny' }) =>
      call(connectApi.consent, { body: input }),
    onSuccess: ({ redirectTo }) => window.location.assign(redirectTo),
  })
