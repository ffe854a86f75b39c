/**
 * The sandbox's brands and their pages put into a stand whose collectors were seeded alone (the
 * stand skips the sandbox seed, which would add its collectors a second time).
 */

import type { BrandsTables } from '../../../server/upstream/brands/schema.ts'
import { seedBrandDetails } from '../../../server/upstream/seed/brand-details.ts'
import { brandCategories, sandboxBrands } from '../../../server/upstream/seed/brands.ts'
import type { Upstream } from '../../../server/upstream/server.ts'

export async function seedBrands(upstream: Upstream) {
  const db = upstream.db.withTables<BrandsTables>()
  await db.insertInto('brand_categories').values(brandCategories).execute()
  await db.insertInto('brands').values(sandboxBrands()).execute()
  await seedBrandDetails(db)
}
