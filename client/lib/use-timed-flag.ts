/** A flag that turns itself off after `ms` (a confirmation shown for a few seconds). */
import { useCallback, useEffect, useRef, useState } from 'react'

export function useTimedFlag(ms: number): [on: boolean, show: () => void] {
  const [on, setOn] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const show = useCallback(() => {
    clearTimeout(timer.current)
    setOn(true)
    timer.current = setTimeout(() => setOn(false), ms)
  }, [ms])
  return [on, show]
}
