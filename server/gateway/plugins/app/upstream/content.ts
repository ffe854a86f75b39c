/**
 * Brands and documents: one method per call over the base client.
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import { pathOf } from './path-of.ts'
import type { CallContext, RestClient } from './rest-client.ts'
import { BrandsSchema, DocumentSchema, JsonDocumentSchema } from './schemas.ts'

export function createContentClient(rest: RestClient) {
  return {
    // async: a refused path parameter (PRX-1) becomes a rejection, like every other failure.
    /** `GET /documents-api/{documentName}.json`, e.g. `faqs`. */
    getDocument: async (name: string, context: CallContext = {}) =>
      rest.get({ ...context, path: pathOf('/documents-api/{name}.json', { name }), schema: DocumentSchema }),
    /** `GET /documents-api/registration/{name}.json`, e.g. `businessOffersPage` (reads description). */
    getRegistrationDocument: async (name: string, context: CallContext = {}) =>
      rest.get({
        ...context,
        path: pathOf('/documents-api/registration/{name}.json', { name }),
        schema: DocumentSchema,
      }),
    /** `GET /documents-api/registration/{name}.html`: an HTML fragment, e.g. `privacy-policy-short`. */
    getRegistrationHtml: async (name: string, context: CallContext = {}): Promise<string> =>
      (await rest.get({
        ...context,
        path: pathOf('/documents-api/registration/{name}.html', { name }),
        responseType: 'text',
      })) as string,
    /** `GET /brands?keys=a,b`: the anonymous brands lookup; unknown keys are left out. */
    brands: async (keys: readonly string[], context: CallContext = {}) =>
      rest.get({ ...context, path: '/brands', query: { keys: keys.join(',') }, schema: BrandsSchema }),
    /** `GET brands/{key}`, anonymous or signed in. */
    brand: async (key: string, accessToken?: string, context: CallContext = {}) =>
      rest.get({
        ...context,
        path: pathOf('/brands/{key}', { key }),
        token: accessToken,
        schema: JsonDocumentSchema,
      }),
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
