/** Sound effects on or off (`GET`/`PUT /api/account-settings/sound-effects`), kept by the upstream. */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { accountSettingsApi, type SoundEffects } from '../../../../shared/contract/account-settings.ts'
import { call } from '../../../lib/api-client.ts'
import { accountSettingsKeys } from './keys.ts'
import { usePreferenceMutation } from './preference-mutation.ts'

const getSoundEffects = (signal?: AbortSignal) =>
  call(accountSettingsApi.soundEffects, {}, signal ? { signal } : {})

const getSoundEffectsQueryOptions = () =>
  queryOptions({
    queryKey: accountSettingsKeys.soundEffects(),
    queryFn: ({ signal }) => getSoundEffects(signal),
  })

export const useSoundEffects = () => useQuery(getSoundEffectsQueryOptions())

const saveSoundEffects = (body: SoundEffects) => call(accountSettingsApi.setSoundEffects, { body })

export const useSaveSoundEffects = () =>
  usePreferenceMutation(accountSettingsKeys.soundEffects(), saveSoundEffects)
