/** Money, points, months and times as the savings screens write them (en-GB, pounds sterling). */
const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })
const whole = new Intl.NumberFormat('en-GB')
const monthLong = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })
const monthShort = new Intl.DateTimeFormat('en-GB', { month: 'short', timeZone: 'UTC' })
const dayTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
})
const day = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

export const formatPounds = (pence: number) => pounds.format(pence / 100)
export const formatPoints = (points: number) => `${whole.format(points)} ${points === 1 ? 'point' : 'points'}`
const monthDate = (month: string) => new Date(`${month}-01T00:00:00Z`)
/** `2025-01` → "January 2025". */
export const formatMonth = (month: string) => monthLong.format(monthDate(month))
/** `2025-01` → "Jan". */
export const formatMonthShort = (month: string) => monthShort.format(monthDate(month))
export const formatDayTime = (iso: string) => dayTime.format(new Date(iso))
export const formatDay = (isoDay: string) => day.format(new Date(`${isoDay.slice(0, 10)}T00:00:00Z`))
