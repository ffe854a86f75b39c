/**
 * What points are worth when spent: 500 points = £2.50 (the scheme's redeem rate, as the brands'
 * and help pages state it), so 200 points to the pound.
 */
const POINTS_PER_POUND = 200

/** Whole pence only: part of a penny cannot be spent. */
export const pointsWorthPence = (points: number) => Math.floor((points * 100) / POINTS_PER_POUND)
