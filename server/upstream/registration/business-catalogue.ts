/** The business lookup's fixed lists: nine employee ranges (codes A to I) and grouped categories. */

export const BUSINESS_EMPLOYEES = {
  A: '1',
  B: '2 to 4',
  C: '5 to 9',
  D: '10 to 19',
  E: '20 to 49',
  F: '50 to 99',
  G: '100 to 249',
  H: '250 to 499',
  I: '500 or more',
} as const

export const BUSINESS_CATEGORIES = [
  {
    group: 'Food and drink',
    categories: [
      { key: 'cafe', name: 'Café or restaurant' },
      { key: 'pub', name: 'Pub or bar' },
      { key: 'catering', name: 'Catering' },
    ],
  },
  {
    group: 'Shops',
    categories: [
      { key: 'grocery', name: 'Grocery or convenience store' },
      { key: 'retail', name: 'Other retail' },
    ],
  },
  {
    group: 'Trades and services',
    categories: [
      { key: 'construction', name: 'Construction or trades' },
      { key: 'cleaning', name: 'Cleaning' },
      { key: 'care', name: 'Health, beauty or care' },
      { key: 'office', name: 'Office or professional services' },
    ],
  },
  {
    group: 'Other',
    categories: [
      { key: 'charity', name: 'Charity or community group' },
      { key: 'other', name: 'Something else' },
    ],
  },
] as const
