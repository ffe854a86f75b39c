/**
 * The brands calls of the content API: one method per call, each a declaration of
 * `shared/contract/upstream/brands.ts` over the content API's client. (`GET brands/{key}` is
 * `content.brand`.)
 * @see https://github.com/ministryofjustice/hmpps-template-typescript/blob/main/server/data/exampleApiClient.ts
 */
import type { BrandPanelType } from '../../../../../shared/contract/brands.ts'
import * as brands from '../../../../../shared/contract/upstream/brands.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export type BrandListQuery = { category?: string; q?: string; eshop?: boolean; limit?: number }

export function createBrandsClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    /** `GET brands/panel?type=collect|redeem`, signed in. */
    panel: (accessToken: string, type: BrandPanelType, context: CallContext = {}) =>
      call(brands.brandPanel, { ...context, token: accessToken, query: { type } }),
    /** `GET brands/list`: by category, search or e-shop; 404 for a category the store lacks. */
    list: (query: BrandListQuery, context: CallContext = {}) => call(brands.brandList, { ...context, query }),
    /** `GET categories`: the store's brand categories. */
    categories: (context: CallContext = {}) => call(brands.brandCategories, context),
    /** `GET brands/categories`: the CMS's brand categories (when the CMS switch is on). */
    cmsCategories: (context: CallContext = {}) => call(brands.cmsBrandCategories, context),
    /** `GET bonus/{id}`, anonymous or signed in. */
    bonus: (id: string, accessToken?: string, context: CallContext = {}) =>
      call(brands.bonus, { ...context, params: { id }, token: accessToken }),
    /** `GET post/{id}?direction=`: the post, or its neighbour in that direction. */
    post: (id: string, direction: 'next' | 'previous' | undefined, context: CallContext = {}) =>
      call(brands.post, { ...context, params: { id }, query: direction ? { direction } : {} }),
    /** `GET external-tracking-url`: an eShop brand's link for the collector; 404 for any other brand. */
    trackingUrl: (accessToken: string, brandDetailsKey: string, context: CallContext = {}) =>
      call(brands.externalTrackingUrl, { ...context, token: accessToken, query: { brandDetailsKey } }),
    /** `GET spend-document?name=`. */
    spendDocument: (name: string, context: CallContext = {}) =>
      call(brands.spendDocument, { ...context, query: { name } }),
  }
}
