/**
 * The registration-perks table of the welcome page (routes specification §1): a temporary card gets
 * no personalised prices, no spend, no bonus offers and no partner offers, and only selected partners.
 */
export const REGISTRATION_PERKS = {
  title: 'Temporary card or full account?',
  caption: 'What a temporary card and a full account give you',
  action: 'Get a full account',
  columns: ['Perk', 'Temporary card', 'Full account'],
  rows: [
    ['Collect points at the supermarket and the fuel retailer', 'Yes', 'Yes'],
    ['Personalised prices', 'No', 'Yes'],
    ['Spend your points', 'No', 'Yes'],
    ['Bonus offers', 'No', 'Yes'],
    ['Partner offers', 'No', 'Yes'],
    ['Partners where you collect', 'Selected partners only', 'All 500+ partners'],
    ['How long it lasts', '30 days', 'As long as you use it'],
  ],
} as const
