/** Points and dates as the page shows them (en-GB). */
export const formatPoints = (points: number) => points.toLocaleString('en-GB')

export const formatDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })
