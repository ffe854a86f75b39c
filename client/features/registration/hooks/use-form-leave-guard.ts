/** The leave-page question for a form with unsaved changes (§8). */
import { useCallback } from 'react'
import { useLeaveGuard } from '../../../lib/use-leave-guard.ts'

export function useFormLeaveGuard(form: { dirty: { current: boolean } }) {
  const { dirty } = form
  useLeaveGuard(useCallback(() => dirty.current, [dirty]))
}
