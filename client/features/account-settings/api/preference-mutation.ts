/**
 * A preference saved with an optimistic update: the query shows the new value at once; a refusal
 * puts the old one back and raises an ERROR notification with its message; a success confirms
 * with the upstream's answer and a short toast.
 */
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query'
import { DEFAULT_ERROR_MESSAGE } from '../../../lib/api-error.ts'
import { notify } from '../../../lib/notifications.ts'

const SAVED_MESSAGE = 'Your preferences have been saved'

export function usePreferenceMutation<T>(queryKey: QueryKey, save: (value: T) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: save,
    onMutate: async (value: T) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData<T>(queryKey)
      queryClient.setQueryData<T>(queryKey, value)
      return { previous }
    },
    onError: (error, _value, context) => {
      if (context?.previous !== undefined) queryClient.setQueryData(queryKey, context.previous)
      notify({ level: 'ERROR', content: error instanceof Error ? error.message : DEFAULT_ERROR_MESSAGE })
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<T>(queryKey, saved)
      notify({ level: 'TOAST', content: SAVED_MESSAGE })
    },
  })
}
