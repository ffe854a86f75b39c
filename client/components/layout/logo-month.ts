/** The months the logo marks: Pride Month (June) and Black History Month (October, as in the UK). */
const LOGO_MONTHS: Readonly<Record<number, string>> = { 6: 'Pride Month', 10: 'Black History Month' }

/** The month `date` falls in, 1 to 12, and the name of what the logo marks then, if anything. */
export function logoMonth(date = new Date()): { month: number; name: string | undefined } {
  const month = date.getMonth() + 1
  return { month, name: LOGO_MONTHS[month] }
}
