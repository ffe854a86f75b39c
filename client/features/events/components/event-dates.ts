/** An event's dates as the pages write them: 1 January 2025 to 31 December 2030. */
const FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

const formatEventDate = (isoDate: string) => FORMAT.format(new Date(`${isoDate}T00:00:00Z`))

export const eventRunText = (startsOn: string, endsOn: string) =>
  `Runs from ${formatEventDate(startsOn)} to ${formatEventDate(endsOn)}`

/** Whether the event ended before today (UTC). */
export const hasEnded = (endsOn: string, today = new Date().toISOString().slice(0, 10)) => endsOn < today
