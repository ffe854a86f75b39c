/** The additional details the account asks for (`missing-information`): their choices and bounds. */
export const DIETARY_PREFERENCES: readonly string[] = [
  'none',
  'vegetarian',
  'vegan',
  'pescatarian',
  'halal',
  'kosher',
]
export const DIETARY_PREFERENCE_LABELS: Readonly<Record<string, string>> = {
  none: 'No preference',
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  halal: 'Halal',
  kosher: 'Kosher',
}
export const HOUSEHOLD_SIZE_MIN = 1
export const HOUSEHOLD_SIZE_MAX = 20
