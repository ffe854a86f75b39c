/**
 * Moving through the journey: a step answer names the next screen under the identity-start prefix,
 * or a whole-page destination (identity login, /register-failed). Pages of the route table are
 * reached through the router; anything else is a full navigation.
 */
import { useCallback, useMemo } from 'react'
import { useLocation } from 'wouter'
import type { StepResponse } from '../../../../shared/contract/registration.ts'
import { createRouteTable, matchRoute } from '../../../../shared/routes/route-table.ts'
import { useAppConfig } from '../../../lib/app-config.ts'

export function useJourney() {
  const { identityStartPrefix: prefix } = useAppConfig()
  const [, navigate] = useLocation()
  const routes = useMemo(() => createRouteTable({ identityStartPrefix: prefix }), [prefix])

  const go = useCallback(
    (target: string) => {
      const inApp = target.startsWith('/') && !target.startsWith('//')
      if (inApp && matchRoute(routes, target.split('?')[0] ?? target)) navigate(target)
      else window.location.assign(target)
    },
    [routes, navigate],
  )

  const follow = useCallback(
    (step: StepResponse) => go(step.redirectTo ?? `${prefix}/${step.nextStep}`),
    [go, prefix],
  )

  const stepHref = useCallback((segment: string) => `${prefix}/${segment}`, [prefix])

  return { prefix, go, follow, stepHref }
}
