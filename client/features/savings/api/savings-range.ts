/** The savings pages cover the whole activity: from its first day to today (a UTC day, as the upstream's). */
import { ACTIVITY_START_DATE } from '../../../../shared/constants/limits.ts'

export type SavingsRange = { fromDate: string; toDate: string }

export const activityRange = (now = new Date()): SavingsRange => ({
  fromDate: ACTIVITY_START_DATE,
  toDate: now.toISOString().slice(0, 10),
})
