/** How the activity screens write points, dates and months (en-GB). */
import t from 'tap'
import {
  formatDate,
  formatMonth,
  formatPoints,
} from '../../../client/features/activity/components/formats.ts'

t.test('points: a sign for earned and spent, thousands separated', async (t) => {
  t.equal(formatPoints(120), '+120')
  t.equal(formatPoints(-1500), '-1,500')
})

t.test('dates and months', async (t) => {
  t.equal(formatDate('2025-03-09T12:00:00.000Z'), '9 Mar 2025')
  t.equal(formatMonth('2025-01'), 'January 2025')
})
