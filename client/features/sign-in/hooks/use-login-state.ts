/** The card-number login step this browser is at (GET /api/login/state), loaded once per screen. */
import { useEffect, useState } from 'react'
import type { LoginStateResponse } from '../../../../shared/contract/login.ts'
import { getLoginState } from '../api/login-api.ts'

export function useLoginState() {
  const [state, setState] = useState<LoginStateResponse>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    const controller = new AbortController()
    getLoginState()
      .then((loaded) => controller.signal.aborted || setState(loaded))
      .catch(() => controller.signal.aborted || setFailed(true))
    return () => controller.abort()
  }, [])
  return { state, failed }
}
