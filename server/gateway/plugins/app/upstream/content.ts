/**
 * Brands and documents: one method per call, each a declaration of
 * `shared/contract/upstream/content.ts` over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import * as content from '../../../../../shared/contract/upstream/content.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createContentClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** `GET /documents-api/{documentName}.json`, e.g. `faqs`. */
    getDocument: (name: string, context: CallContext = {}) =>
      call(content.storedDocument, { ...context, params: { name } }),
    /** `GET /documents-api/registration/{name}.json`, e.g. `businessOffersPage` (reads description). */
    getRegistrationDocument: (name: string, context: CallContext = {}) =>
      call(content.registrationDocument, { ...context, params: { name } }),
    /** `GET /documents-api/registration/{name}.html`: an HTML fragment, e.g. `privacy-policy-short`. */
    getRegistrationHtml: async (name: string, context: CallContext = {}): Promise<string> =>
      call(content.registrationHtml, { ...context, params: { name }, responseType: 'text' }),
    /** `GET /brands?keys=a,b`: the anonymous brands lookup; unknown keys are left out. */
    brands: (keys: readonly string[], context: CallContext = {}) =>
      call(content.brands, { ...context, query: { keys: keys.join(',') } }),
    /** `GET brands/{key}`, anonymous or signed in. */
    brand: (key: string, accessToken?: string, context: CallContext = {}) =>
      call(content.brand, { ...context, params: { key }, token: accessToken }),
  }
}
