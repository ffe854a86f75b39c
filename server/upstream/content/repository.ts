/**
 * Partner brands and stored documents. Routes call these methods (through
 * `fastify.contentRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export function createContentRepository(db: Kysely<Database>) {
  return {
    /** The brands of these keys, by key; unknown keys are left out. */
    brands: (keys: readonly string[]) =>
      db
        .selectFrom('brands')
        .select(['brand_details_key', 'name', 'logo_image_url'])
        .where('brand_details_key', 'in', keys)
        .orderBy('brand_details_key')
        .execute(),
    brandName: async (key: string) =>
      (await db.selectFrom('brands').select('name').where('brand_details_key', '=', key).executeTakeFirst())
        ?.name,
    /** A stored document by its name (`faqs.json`, `registration/privacy-policy-short.html`). */
    document: (name: string) =>
      db.selectFrom('documents').select(['content_type', 'body']).where('name', '=', name).executeTakeFirst(),
  }
}

export type ContentRepository = ReturnType<typeof createContentRepository>
