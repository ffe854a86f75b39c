/**
 * The session for screens, through TanStack Query: the key's fetcher and options are the shell's
 * sessionQuery (lib/app-queries.ts, registered as the client's defaults). A screen gets the answer
 * asked for when it opened, never an older one from the cache: being signed in is what it acts on.
 */
import { useQuery } from '@tanstack/react-query'
import type { SessionInfo } from '../../shared/contract/session.ts'
import type { AppQueryKey } from './app-queries.ts'

export const sessionKey: readonly [AppQueryKey] = ['session']

export function useSession({ enabled = true }: { enabled?: boolean } = {}): SessionInfo | undefined {
  const { data, isFetchedAfterMount } = useQuery<SessionInfo>({
    queryKey: sessionKey,
    enabled,
    refetchOnMount: 'always',
  })
  return isFetchedAfterMount ? data : undefined
}
