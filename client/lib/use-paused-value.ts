/** `value` once it has not changed for `ms`: a question asked once typing pauses. */
import { useEffect, useState } from 'react'

export function usePausedValue<T>(value: T, ms: number): T {
  const [paused, setPaused] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setPaused(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return paused
}
