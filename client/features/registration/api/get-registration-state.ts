/** The journey's answers the gateway holds (user type, e-mail, names, password validity). */
import { queryOptions, useQuery } from '@tanstack/react-query'
import { registrationApi } from '../../../../shared/contract/registration.ts'
import { call } from '../../../lib/api-client.ts'
import { registrationKeys } from './keys.ts'

const getRegistrationState = (signal?: AbortSignal) =>
  call(registrationApi.state, {}, signal ? { signal } : {})

/** Asked again each time a step opens: the journey may have moved on in another tab. */
const getRegistrationStateQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.state,
    queryFn: ({ signal }) => getRegistrationState(signal),
    refetchOnMount: 'always',
  })

export const useRegistrationState = () => useQuery(getRegistrationStateQueryOptions())
