/**
 * The sandbox's price-promotion records: 13 products in each of the specification's ten categories
 * (§3), each in four ranges and two pack sizes, 1,040 records. Base prices in pence; the discount
 * is a steady share of the price, kept within the £0.10 to £9.00 the specification saw.
 */
import { priceCategoryKey } from '../../../shared/contract/prices.ts'
import type { PriceRecordsTable } from '../prices/schema.ts'

type Product = readonly [description: string, basePricePence: number]

const PRODUCTS: Readonly<Record<string, readonly Product[]>> = {
  Bakery: [
    ['White sliced bread 800g', 125],
    ['Wholemeal loaf 800g', 135],
    ['Sourdough bloomer 400g', 220],
    ['All butter croissants x4', 180],
    ['Crumpets x6', 90],
    ['Plain bagels x5', 150],
    ['Brioche burger buns x4', 175],
    ['Pain au chocolat x4', 210],
    ['Seeded batch loaf 800g', 160],
    ['Plain tortilla wraps x8', 140],
    ['Fruited teacakes x4', 130],
    ['Sultana scones x4', 165],
    ['Garlic baguette 2 pack', 120],
  ],
  Drinks: [
    ['Orange juice smooth 1L', 180],
    ['Apple juice from concentrate 1L', 95],
    ['Sparkling spring water 6 x 500ml', 250],
    ['Cola 2L', 200],
    ['Lemonade 2L', 90],
    ['Ground coffee medium roast 227g', 375],
    ['Instant coffee granules 200g', 550],
    ['English breakfast tea bags x80', 300],
    ['Green tea bags x40', 190],
    ['Blackcurrant squash 1L', 160],
    ['Oat drink 1L', 175],
    ['Hot chocolate powder 500g', 320],
    ['Ginger beer 4 x 330ml', 285],
  ],
  'Food cupboard': [
    ['Basmati rice 1kg', 210],
    ['Penne pasta 500g', 95],
    ['Spaghetti 500g', 95],
    ['Chopped tomatoes 400g', 55],
    ['Baked beans in tomato sauce 415g', 85],
    ['Chickpeas in water 400g', 65],
    ['Extra virgin olive oil 500ml', 575],
    ['Porridge oats 1kg', 150],
    ['Crunchy peanut butter 340g', 225],
    ['Strawberry jam 454g', 140],
    ['Tomato ketchup 460g', 175],
    ['Vegetable stock cubes x10', 110],
    ['Red lentils 500g', 130],
  ],
  Frozen: [
    ['Garden peas 900g', 130],
    ['Oven chips 1.5kg', 225],
    ['Margherita pizza 330g', 250],
    ['Fish fingers x10', 240],
    ['Vanilla ice cream 2L', 300],
    ['Mixed berries 500g', 275],
    ['Sweetcorn 750g', 140],
    ['Chicken nuggets 450g', 260],
    ['Vegetable spring rolls x12', 200],
    ['Hash browns x15', 185],
    ['Beef lasagne 400g', 290],
    ['Raspberry sorbet 500ml', 225],
    ['Prawn ring 300g', 450],
  ],
  'Fruit & vegetables': [
    ['Bananas x5', 95],
    ['Braeburn apples x6', 190],
    ['Seedless grapes 500g', 225],
    ['Blueberries 150g', 200],
    ['Carrots 1kg', 70],
    ['Broccoli 350g', 75],
    ['Baby spinach 200g', 150],
    ['Cherry tomatoes 250g', 110],
    ['Red peppers x3', 175],
    ['Easy peeler oranges 600g', 180],
    ['White potatoes 2.5kg', 160],
    ['Avocados x2', 190],
    ['Mushrooms 300g', 115],
  ],
  Household: [
    ['Washing up liquid 450ml', 125],
    ['Non-bio laundry liquid 1.3L', 550],
    ['Toilet tissue x9', 475],
    ['Kitchen roll x2', 240],
    ['Dishwasher tablets x30', 650],
    ['Multi-surface cleaner spray 500ml', 175],
    ['Bin bags x20', 300],
    ['Fabric conditioner 1.2L', 325],
    ['Aluminium foil 10m', 200],
    ['Cling film 30m', 150],
    ['Bleach 750ml', 95],
    ['Sponge scourers x10', 110],
    ['Glass cleaner 500ml', 160],
  ],
  'Meat & fish': [
    ['British chicken breast fillets 650g', 450],
    ['Beef mince 5% fat 500g', 425],
    ['Pork sausages x8', 300],
    ['Smoked back bacon 300g', 285],
    ['Scottish salmon fillets x2', 475],
    ['Cod fillets 280g', 500],
    ['Lamb leg steaks 350g', 625],
    ['Chicken thighs 1kg', 375],
    ['King prawns 250g', 450],
    ['Beef sirloin steak 227g', 700],
    ['Cooked ham slices 120g', 200],
    ['Smoked mackerel fillets 200g', 275],
    ['Turkey breast mince 500g', 400],
  ],
  'On the go': [
    ['Chicken and bacon sandwich', 325],
    ['Egg mayonnaise sandwich', 225],
    ['Cheese and onion crisps 6 pack', 175],
    ['Milk chocolate bar 100g', 140],
    ['Protein bar 60g', 150],
    ['Fruit salad pot 240g', 200],
    ['Sushi selection 210g', 450],
    ['Pasta salad pot 300g', 275],
    ['Iced latte 250ml', 190],
    ['Salted popcorn 80g', 110],
    ['Mixed nuts 200g', 275],
    ['Sausage roll', 120],
    ['Smoothie 250ml', 200],
  ],
  'Ready meals': [
    ['Chicken tikka masala with rice 400g', 375],
    ['Macaroni cheese 400g', 300],
    ['Cottage pie 400g', 325],
    ['Beef chilli with rice 400g', 350],
    ['Vegetable curry 350g', 300],
    ['Spaghetti bolognese 400g', 325],
    ['Fish pie 400g', 400],
    ['Sweet and sour chicken 400g', 375],
    ['Thai green curry 400g', 375],
    ['Mushroom risotto 350g', 325],
    ['Chicken fajita kit 500g', 425],
    ['Sausage and mash 400g', 300],
    ['Vegetable lasagne 400g', 325],
  ],
  'Toiletries & health': [
    ['Fluoride toothpaste 75ml', 150],
    ['Shower gel 250ml', 175],
    ['Shampoo 400ml', 300],
    ['Conditioner 400ml', 300],
    ['Roll-on deodorant 50ml', 200],
    ['Paracetamol tablets x16', 60],
    ['Hand wash 250ml', 110],
    ['Cotton buds x200', 100],
    ['Sun cream SPF 30 200ml', 650],
    ['Multivitamin tablets x30', 400],
    ['Lip balm 4.8g', 250],
    ['Antibacterial wipes x40', 175],
    ['Plasters x40', 225],
  ],
}

/** The four ranges, each a prefix and a share of the standard price in percent. */
const RANGES = [
  { prefix: '', percent: 100 },
  { prefix: 'Organic ', percent: 140 },
  { prefix: 'Finest ', percent: 165 },
  { prefix: 'Everyday value ', percent: 70 },
] as const

/** A single pack, then a twin pack at a little under twice the price. */
const PACKS = [
  { suffix: '', percent: 100 },
  { suffix: ', twin pack', percent: 190 },
] as const

/** Prices end in 0 or 5 pence, as shelf prices do. */
const toFivePence = (pence: number) => Math.max(5, Math.round(pence / 5) * 5)

/** The discount: 8% to 32% of the base price by the record's position, within £0.10 to £9.00. */
const discountOf = (basePence: number, index: number) =>
  Math.min(900, Math.max(10, toFivePence((basePence * (8 + ((index * 7) % 25))) / 100)))

/** Words that keep their capital after a range's prefix. */
const PROPER = /^(British|Scottish|English|Thai|Braeburn|King)\b/

/** 'Organic ' + 'Bananas x5' reads 'Organic bananas x5'; 'Finest British…' keeps its capital. */
const afterPrefix = (description: string) =>
  PROPER.test(description) ? description : `${description.charAt(0).toLowerCase()}${description.slice(1)}`

export function sandboxPriceRecords(): PriceRecordsTable[] {
  const records: PriceRecordsTable[] = []
  let index = 0
  for (const [category, products] of Object.entries(PRODUCTS)) {
    for (const [description, standardPence] of products) {
      for (const range of RANGES) {
        for (const pack of PACKS) {
          const base = toFivePence((standardPence * range.percent * pack.percent) / 10_000)
          const discount = discountOf(base, index)
          records.push({
            sku: String(7_100_000 + index),
            description: `${range.prefix}${range.prefix ? afterPrefix(description) : description}${pack.suffix}`,
            category,
            category_key: priceCategoryKey(category),
            base_price_pence: base,
            discount_pence: discount,
            nectar_price_pence: base - discount,
            non_nectar_price_pence: base,
          })
          index += 1
        }
      }
    }
  }
  return records
}
