/** How vouchers and rewards read: values in pounds, points with separators, UK dates. */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const numbers = new Intl.NumberFormat('en-GB')
const dates = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
})

export const formatValue = (pence: number) => pounds.format(pence / 100)
export const formatPoints = (points: number) => (points === 0 ? 'Free' : `${numbers.format(points)} points`)
export const formatDate = (iso: string) => dates.format(new Date(iso))
