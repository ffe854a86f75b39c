/**
 * Money saved and points earned per month as a column chart in plain SVG, one panel each over the
 * same months (people would rather look than read). The same figures are in the table beside it
 * (savings-table.tsx), which is what a screen reader reads: the picture has a short text name.
 */
import { useId } from 'react'
import type { SavingsMonth } from '../../../../shared/contract/savings.ts'
import { formatMonth, formatMonthShort, formatPoints, formatPounds } from '../format.ts'

const SLOT = 20
const BAR = 14
const LEFT = 8
const PANEL = 110
const SAVED_TOP = 34
const POINTS_TOP = SAVED_TOP + PANEL + 44
const LABELS_Y = POINTS_TOP + PANEL + 20

type Panel = {
  top: number
  title: string
  value: (month: SavingsMonth) => number
  text: (n: number) => string
}

export function SavingsChart({ months }: { months: readonly SavingsMonth[] }) {
  const titleId = useId()
  const width = LEFT * 2 + Math.max(months.length, 1) * SLOT
  const height = LABELS_Y + 8
  const panels: Panel[] = [
    { top: SAVED_TOP, title: 'Money saved', value: (m) => m.savedPence, text: formatPounds },
    { top: POINTS_TOP, title: 'Points earned', value: (m) => m.pointsEarned, text: formatPoints },
  ]
  const first = months[0]
  const last = months.at(-1)
  return (
    <figure className="savings-chart">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={titleId}
        className="savings-chart__svg"
      >
        <title id={titleId}>
          {first && last
            ? `Chart of money saved and points earned each month, ${formatMonth(first.month)} to ${formatMonth(last.month)}`
            : 'Chart of money saved and points earned each month'}
        </title>
        {panels.map((panel, index) => {
          const max = Math.max(1, ...months.map(panel.value))
          return (
            <g key={panel.title} className={`savings-chart__panel savings-chart__panel--${index + 1}`}>
              <text x={LEFT} y={panel.top - 16} className="savings-chart__title">
                {panel.title} (highest {panel.text(max)})
              </text>
              <line
                x1={LEFT}
                x2={width - LEFT}
                y1={panel.top + PANEL}
                y2={panel.top + PANEL}
                className="savings-chart__axis"
              />
              {months.map((month, n) => {
                const barHeight = Math.round((panel.value(month) / max) * PANEL)
                return (
                  <rect
                    key={month.month}
                    x={LEFT + n * SLOT + (SLOT - BAR) / 2}
                    y={panel.top + PANEL - barHeight}
                    width={BAR}
                    height={barHeight}
                    className="savings-chart__bar"
                  >
                    <title>{`${formatMonth(month.month)}: ${panel.text(panel.value(month))}`}</title>
                  </rect>
                )
              })}
            </g>
          )
        })}
        {months.map((month, n) =>
          // Every third month named, and January with its year: the rest reads from the table.
          n % 3 === 0 || month.month.endsWith('-01') ? (
            <text
              key={month.month}
              // The first label starts at the edge, so that it is not cut off.
              x={n === 0 ? LEFT : LEFT + n * SLOT + SLOT / 2}
              y={LABELS_Y}
              textAnchor={n === 0 ? 'start' : 'middle'}
              className="savings-chart__label"
            >
              {month.month.endsWith('-01')
                ? `${formatMonthShort(month.month)} ${month.month.slice(2, 4)}`
                : formatMonthShort(month.month)}
            </text>
          ) : null,
        )}
      </svg>
      <figcaption className="savings-chart__caption">
        Each column is one month. The table below gives every month's figures.
      </figcaption>
    </figure>
  )
}
