/**
 * Response shapes of the upstream calls, as far as the specifications name their fields; the
 * rest client checks each response against its schema before it reaches a route.
 * @see https://github.com/fastify/demo/blob/main/src/schemas/tasks.ts
 */
import Type, { type Static } from 'typebox'

/** A JSON object or array whose fields the specifications do not show. */
export const JsonDocumentSchema = Type.Union([Type.Object({}), Type.Array(Type.Unknown())])
export type JsonDocument = Static<typeof JsonDocumentSchema>

/** `ready`: whether the new account can be used yet (checked up to 10 times). */
export const ReadySchema = Type.Object({ ready: Type.Boolean() })

/** `GET business-lookup`: reads businessEmployees and businessCategories. */
export const BusinessLookupSchema = Type.Object({
  /** Employee range per letter code A to I. */
  businessEmployees: Type.Record(Type.String(), Type.String()),
  businessCategories: Type.Array(
    Type.Object({
      group: Type.String(),
      categories: Type.Array(Type.Object({ key: Type.String(), name: Type.String() })),
    }),
  ),
})

/** `GET customer/nectar-id`: reads code128. */
export const NectarIdSchema = Type.Object({ code128: Type.String() })

/** `GET /brands?keys=`: the anonymous brands lookup (spec Brand fields). */
export const BrandsSchema = Type.Object({
  brands: Type.Array(
    Type.Object({
      brandDetailsKey: Type.String(),
      name: Type.String(),
      imageUrls: Type.Optional(Type.Object({ logoImageUrl: Type.Optional(Type.String()) })),
    }),
  ),
})

/** `GET /documents-api/{documentName}.json` (default faqs). */
export const DocumentSchema = JsonDocumentSchema

/** `GET customer/v2`: the profile; the gateway reads the first name. */
export const CustomerSchema = Type.Object({ firstName: Type.String() })

/** `GET collector-hash`. */
export const CollectorHashSchema = Type.Object({ collectorHash: Type.String() })

/** `DELETE logout-session`: reads oidcToken. */
export const LogoutSessionSchema = Type.Object({ oidcToken: Type.String() })
