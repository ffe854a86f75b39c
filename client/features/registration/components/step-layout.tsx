/** A journey step: the progress bar at the step's percentage (§2), a form-level error, then the step. */
import type { ReactNode } from 'react'
import { type JourneyStep, PROGRESS } from '../../../../shared/constants/journey.ts'
import { Notice } from '../../../components/ui/notice.tsx'
import { ProgressBar } from '../../../components/ui/progress-bar.tsx'

export type StepLayoutProps = { step: JourneyStep; error?: string | undefined; children: ReactNode }

export function StepLayout({ step, error, children }: StepLayoutProps) {
  return (
    <div className="page registration">
      <ProgressBar value={PROGRESS[step]} label="Registration progress" />
      {error && <Notice kind="error">{error}</Notice>}
      {children}
    </div>
  )
}
