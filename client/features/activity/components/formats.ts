/** How the activity screens write dates, months and points (en-GB). */
const dates = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
const months = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const numbers = new Intl.NumberFormat('en-GB')

export const formatDate = (iso: string) => dates.format(new Date(iso))
/** `2025-03` → 'March 2025'. */
export const formatMonth = (month: string) => months.format(new Date(`${month}-01T00:00:00Z`))
export const formatNumber = (value: number) => numbers.format(value)
/** '+120' or '-500': earned or spent. */
export const formatPoints = (points: number) => `${points > 0 ? '+' : '-'}${numbers.format(Math.abs(points))}`
