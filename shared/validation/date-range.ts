/**
 * A savings date range (`fromDate`, `toDate`, both `YYYY-MM-DD`): real calendar days, the first
 * not after the last. The schema checks the shape; this checks the days. Run by the gateway on
 * every savings call and by the reference upstream.
 */

/** A day as `YYYY-MM-DD`. */
export const ISO_DAY_PATTERN = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'

export const DATE_RANGE_MESSAGE = 'Enter a date range whose start is not after its end'

/** True for a `YYYY-MM-DD` that names a day of the calendar (no 2025-02-30). */
function isCalendarDay(day: string): boolean {
  if (!new RegExp(ISO_DAY_PATTERN).test(day)) return false
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day
}

/** True when both are calendar days and the range is not reversed. */
export function isDateRange(fromDate: string, toDate: string): boolean {
  return isCalendarDay(fromDate) && isCalendarDay(toDate) && fromDate <= toDate
}
