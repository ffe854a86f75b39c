/** Where the current signed-out flow's security code can go: the masked e-mail and mobile. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { selfServiceApi } from '../../../../shared/contract/self-service.ts'
import { call } from '../../../lib/api-client.ts'
import { selfServiceKeys } from './keys.ts'

const getDeliveryOptions = (signal?: AbortSignal) =>
  call(selfServiceApi.deliveryOptions, {}, { redirectOn401: false, ...(signal ? { signal } : {}) })

const getDeliveryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: selfServiceKeys.deliveryOptions(),
    queryFn: ({ signal }) => getDeliveryOptions(signal),
    retry: false,
  })

export const useDeliveryOptions = () => useQuery(getDeliveryOptionsQueryOptions())
