/**
 * Journey progress as a percentage (the registration steps show 10 to 100), drawn in steps of 10 by
 * a class: a style attribute would be refused by the Content-Security-Policy in a page sent as HTML.
 */
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
      <div className={`progress__bar progress__bar--${Math.round(percent / 10) * 10}`} />
    </div>
  )
}
