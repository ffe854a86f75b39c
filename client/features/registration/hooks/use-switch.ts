/**
 * One feature switch's value from GET /api/switches. Until it answers, or when the gateway has no
 * switches endpoint, the configured default for this product applies.
 */
import { useEffect, useState } from 'react'
import type { SwitchName } from '../../../../shared/switches.ts'
import { getSwitches } from '../api/content.ts'

export function useSwitch(name: SwitchName, fallback: boolean): boolean {
  const [value, setValue] = useState(fallback)
  useEffect(() => {
    const controller = new AbortController()
    getSwitches(controller.signal)
      .then((switches) => setValue(switches[name] ?? fallback))
      .catch(() => setValue(fallback))
    return () => controller.abort()
  }, [name, fallback])
  return value
}
