/** The leave-page question for a form with unsaved changes (§8): unload, in-app links, Back and Forward. */
import { useCallback } from 'react'
import { useHistoryLeaveGuard } from '../use-history-leave-guard.ts'
import { useLeaveGuard } from '../use-leave-guard.ts'

export function useFormLeaveGuard(form: { dirty: { current: boolean } }) {
  const { dirty } = form
  const isDirty = useCallback(() => dirty.current, [dirty])
  useLeaveGuard(isDirty)
  useHistoryLeaveGuard(isDirty)
}
