/** Communication preferences (`GET`/`PUT /api/account-settings/contact-preferences`): e-mail, SMS, phone, post. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountSettingsApi, type ContactPreferences } from '../../../../shared/contract/account-settings.ts'
import { call } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './keys.ts'
import { usePreferenceMutation } from './preference-mutation.ts'

const getContactPreferences = (signal?: AbortSignal) =>
  call(accountSettingsApi.contactPreferences, {}, signal ? { signal } : {})

const getContactPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.contactPreferences(),
    queryFn: ({ signal }) => getContactPreferences(signal),
  })

export const useContactPreferences = () => useQuery(getContactPreferencesQueryOptions())

const saveContactPreferences = (body: ContactPreferences) =>
  call(accountSettingsApi.setContactPreferences, { body })

export const useSaveContactPreferences = () =>
  usePreferenceMutation(accountSettingsKeys.contactPreferences(), saveContactPreferences)
