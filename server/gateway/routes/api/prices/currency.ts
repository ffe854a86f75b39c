/** Pence as the specification's currency text: 90 → '£0.90', 1250 → '£12.50'. */
export const poundsOf = (pence: number) =>
  `£${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`
