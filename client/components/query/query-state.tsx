/**
 * A query's three states in one place: loading (a status paragraph in words), failed (what failed,
 * in words, and Try again, busy while it refetches), and loaded (the children, given the data).
 * Every panel that reads one query shows its waiting and its failure the same way. A page that
 * frames the waiting differently (a heading above it) renders QueryStatus inside its frame.
 */
import type { ReactNode } from 'react'
import { Button } from '../ui/button.tsx'
import { Notice } from '../ui/notice.tsx'
import { Loading } from './loading.tsx'

/** What QueryState reads of a TanStack query result (useQuery, useInfiniteQuery or useSuspenseQuery). */
export type QueryLike<T> = {
  data: T | undefined
  isError: boolean
  isFetching: boolean
  refetch: () => unknown
}

type StatusProps<T> = {
  query: QueryLike<T>
  /** What is loading, in words: "Loading your vouchers". */
  loading: ReactNode
  /** What could not be loaded, in words: "We couldn't load your vouchers." */
  failed: ReactNode
}

export function QueryState<T>({
  failureHidesData = false,
  children,
  ...status
}: StatusProps<T> & {
  /** A failed refetch replaces data already shown (a list that must not look complete when it is not). */
  failureHidesData?: boolean
  children: (data: T) => ReactNode
}) {
  const { data, isError } = status.query
  if (data === undefined || (isError && failureHidesData)) return <QueryStatus {...status} />
  return children(data)
}

/** A query with nothing to show yet: failed, with Try again, or loading. */
export function QueryStatus<T>({ query, loading, failed }: StatusProps<T>) {
  if (query.isError)
    return <LoadFailed message={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
  return <Loading>{loading}</Loading>
}

/** Data could not be loaded: what failed, in words, and a way to try again. */
export function LoadFailed({
  message,
  onRetry,
  retrying,
}: {
  message: ReactNode
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <Notice kind="error" className="load-failed">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry} isLoading={retrying}>
        Try again
      </Button>
    </Notice>
  )
}
