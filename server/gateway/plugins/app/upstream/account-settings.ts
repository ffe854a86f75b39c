/**
 * The signed-in account settings (management API's base URL, routes specification §7): one method
 * per declaration of `shared/contract/upstream/account-settings.ts`, each with the collector's
 * access token. Changes are POST, PUT or DELETE: never retried.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as settings from '../../../../../shared/contract/upstream/account-settings.ts'
import type { ReplacementType } from '../../../../../shared/contract/upstream/card-self-service.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createAccountSettingsClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    contactPreferences: (accessToken: string, context: CallContext = {}) =>
      call(settings.nectarContactPreferences, { ...context, token: accessToken }),
    setContactPreferences: (
      accessToken: string,
      body: settings.ContactPreferences,
      context: CallContext = {},
    ) => call(settings.updateNectarContactPreferences, { ...context, body, token: accessToken }),
    advertisingPreferences: (accessToken: string, context: CallContext = {}) =>
      call(settings.advertisingPreferences, {
        ...context,
        query: { channel: 'ONLINEAD' },
        token: accessToken,
      }),
    setAdvertisingConsent: (accessToken: string, consent: boolean, context: CallContext = {}) =>
      call(settings.updateAdvertisingPreferences, {
        ...context,
        body: { contactPreferences: [{ channel: 'ONLINEAD', consent }] },
        token: accessToken,
      }),
    soundEffects: (accessToken: string, context: CallContext = {}) =>
      call(settings.soundEffects, { ...context, token: accessToken }),
    setSoundEffects: (accessToken: string, enabled: boolean, context: CallContext = {}) =>
      call(settings.updateSoundEffects, { ...context, body: { enabled }, token: accessToken }),
    /** The key-tag variant adds cardType=KEYTAG (spec §7). */
    replaceCard: (
      accessToken: string,
      replacementType: ReplacementType,
      keyTag: boolean,
      context: CallContext = {},
    ) =>
      call(settings.replacementCard, {
        ...context,
        query: keyTag ? { replacementType, cardType: 'KEYTAG' } : { replacementType },
        body: {},
        token: accessToken,
      }),
    anonymise: (accessToken: string, password: string, context: CallContext = {}) =>
      call(settings.anonymiseAccount, {
        ...context,
        body: { password },
        token: accessToken,
        responseType: 'ignore',
      }),
  }
}
