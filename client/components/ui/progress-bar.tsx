/** Journey progress as a percentage (the registration steps show 10 to 100). */
export type ProgressBarProps = { value: number; label?: string }

export function ProgressBar({ value, label = 'Progress' }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)))
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}% complete`}
    >
      {/* Set through the CSSOM by React, which the Content-Security-Policy allows (no inline style markup). */}
      <div className="progress__bar" style={{ inlineSize: `${percent}%` }} />
    </div>
  )
}
