/**
 * Sending one step of the journey (journey-steps.ts). Every step changes the journey the gateway
 * holds, so a sent step marks the registration queries stale: the next screen asks afresh.
 * @see https://github.com/alan2207/bulletproof-react/blob/master/apps/react-vite/src/features/discussions/api/create-discussion.ts
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { StepResponse } from '../../../../shared/contract/registration.ts'
import { registrationKeys } from './keys.ts'

export type StepCall = () => Promise<StepResponse>

export function useSubmitStep() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (call: StepCall) => call(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  })
}
