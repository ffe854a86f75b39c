/**
 * React hook over solveCaptcha: `solve()` resolves to the X-Captcha payload, `status` lets a
 * form say what is happening. An unmounted component aborts its unfinished solve.
 * @see https://react.dev/reference/react/useCallback
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { solveCaptcha } from './solve-captcha.ts'

export type CaptchaStatus = 'idle' | 'solving' | 'solved' | 'error'

export function useCaptcha() {
  const [status, setStatus] = useState<CaptchaStatus>('idle')
  const controller = useRef<AbortController | null>(null)

  useEffect(() => () => controller.current?.abort(), [])

  const solve = useCallback(async (): Promise<string> => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    setStatus('solving')
    try {
      const payload = await solveCaptcha(current.signal)
      if (controller.current === current) setStatus('solved')
      return payload
    } catch (error) {
      if (controller.current === current) setStatus('error')
      throw error
    }
  }, [])

  return { solve, status }
}
