/** The online-advertising consent (`GET`/`PUT /api/account-settings/online-advertising`, channel ONLINEAD). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { type AdvertisingConsent, accountSettingsApi } from '../../../../shared/contract/account-settings.ts'
import { call } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './keys.ts'
import { usePreferenceMutation } from './preference-mutation.ts'

const getAdvertisingConsent = (signal?: AbortSignal) =>
  call(accountSettingsApi.advertising, {}, signal ? { signal } : {})

const getAdvertisingConsentQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.advertising(),
    queryFn: ({ signal }) => getAdvertisingConsent(signal),
  })

export const useAdvertisingConsent = () => useQuery(getAdvertisingConsentQueryOptions())

const saveAdvertisingConsent = (body: AdvertisingConsent) => call(accountSettingsApi.setAdvertising, { body })

export const useSaveAdvertisingConsent = () =>
  usePreferenceMutation(accountSettingsKeys.advertising(), saveAdvertisingConsent)
