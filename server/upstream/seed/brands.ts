/**
 * 500+ partner brands in 15 categories, generated from word lists so that every seed gives the
 * same keys. The registration gateway's brands and the e-shop examples are named explicitly.
 */
import type { BrandCategoriesTable, BrandsTable } from '../db/schema.ts'

export const brandCategories: BrandCategoriesTable[] = [
  { key: 'groceries', name: 'Groceries' },
  { key: 'fashion', name: 'Fashion & accessories' },
  { key: 'home', name: 'Home & garden' },
  { key: 'electricals', name: 'Electricals' },
  { key: 'travel', name: 'Travel' },
  { key: 'fuel', name: 'Fuel & motoring' },
  { key: 'entertainment', name: 'Entertainment' },
  { key: 'health-beauty', name: 'Health & beauty' },
  { key: 'food-drink', name: 'Food & drink' },
  { key: 'sports', name: 'Sports & outdoors' },
  { key: 'gifts', name: 'Gifts & flowers' },
  { key: 'finance', name: 'Finance & insurance' },
  { key: 'kids', name: 'Toys & kids' },
  { key: 'pets', name: 'Pets' },
  { key: 'online', name: 'Online marketplaces' },
]

type NamedBrand = { key: string; name: string; category: string; isVldx: boolean }

const namedBrands: NamedBrand[] = [
  { key: 'sainsburys', name: "Sainsbury's", category: 'groceries', isVldx: false },
  { key: 'argos', name: 'Argos', category: 'home', isVldx: false },
  { key: 'ebay', name: 'eBay', category: 'online', isVldx: false },
  { key: 'british-airways', name: 'British Airways', category: 'travel', isVldx: false },
  { key: 'esso', name: 'Esso', category: 'fuel', isVldx: false },
  { key: 'simply-be', name: 'Simply Be', category: 'fashion', isVldx: true },
  { key: 'phase-eight', name: 'Phase Eight', category: 'fashion', isVldx: true },
]

const firstWords = [
  'Harbour',
  'Meadow',
  'Willow',
  'Granite',
  'Bramble',
  'Copper',
  'Thistle',
  'Juniper',
  'Saffron',
  'Kestrel',
  'Marlow',
  'Fenwick',
  'Ashby',
  'Linden',
  'Rowan',
  'Hazel',
  'Cobalt',
  'Bluebell',
  'Heather',
  'Foxglove',
]

/** The second word decides the category, as a shop's name usually tells what it sells. */
const secondWords: Array<[word: string, category: string]> = [
  ['Boutique', 'fashion'],
  ['Apparel', 'fashion'],
  ['Shoes', 'fashion'],
  ['Home', 'home'],
  ['Interiors', 'home'],
  ['Garden', 'home'],
  ['Electricals', 'electricals'],
  ['Tech', 'electricals'],
  ['Travel', 'travel'],
  ['Holidays', 'travel'],
  ['Hotels', 'travel'],
  ['Tyres', 'fuel'],
  ['Books', 'entertainment'],
  ['Cinemas', 'entertainment'],
  ['Music', 'entertainment'],
  ['Beauty', 'health-beauty'],
  ['Pharmacy', 'health-beauty'],
  ['Kitchen', 'food-drink'],
  ['Wines', 'food-drink'],
  ['Bakery', 'food-drink'],
  ['Coffee', 'food-drink'],
  ['Sports', 'sports'],
  ['Outdoors', 'sports'],
  ['Flowers', 'gifts'],
  ['Gifts', 'gifts'],
  ['Insurance', 'finance'],
  ['Toys', 'kids'],
  ['Pets', 'pets'],
  ['Market', 'online'],
]

export const logoUrl = (key: string) => `/content/logos/${key}.svg`

const toRow = ({ key, name, category, isVldx }: NamedBrand): BrandsTable => ({
  brand_details_key: key,
  name,
  logo_image_url: logoUrl(key),
  is_vldx: isVldx,
  category_key: category,
})

/** The named brands first, then 580 generated ones; every third generated brand has an e-shop. */
export function sandboxBrands(): BrandsTable[] {
  const generated = firstWords.flatMap((first, i) =>
    secondWords.map(([second, category], j) => ({
      key: `${first}-${second}`.toLowerCase(),
      name: `${first} ${second}`,
      category,
      isVldx: (i * secondWords.length + j) % 3 === 0,
    })),
  )
  return [...namedBrands, ...generated].map(toRow)
}
