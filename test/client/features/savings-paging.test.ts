/**
 * The savings history's paging without a browser (routes specification §4): the next page is
 * asked for with the offset the last page named, 0 included, and paging stops when a page names
 * none or when a page fails (TanStack Query's infinite query over the same options).
 */
import { QueryClient } from '@tanstack/react-query'
import t from 'tap'
import {
  getSavingsHistoryQueryOptions,
  nextPageOffset,
} from '../../../client/features/savings/api/get-savings-history.ts'
import type { SavingsPage } from '../../../shared/contract/savings.ts'

const range = { fromDate: '2025-01-01', toDate: '2025-12-31' }
const page = (pageOffset: number | null): SavingsPage => ({ savings: [], pageOffset })

t.test('the next offset: 0 counts, null ends', async (t) => {
  t.equal(nextPageOffset(page(0)), 0, 'an offset of 0 is an offset')
  t.equal(nextPageOffset(page(20)), 20)
  t.equal(nextPageOffset(page(null)), undefined, 'no next offset: no next page')
})

/** The infinite query's options with its fetcher replaced by answers from a list, by offset. */
function pagedQuery(answers: Map<number | undefined, SavingsPage | Error>, asked: (number | undefined)[]) {
  const options = getSavingsHistoryQueryOptions(range)
  return {
    ...options,
    retry: false,
    queryFn: async ({ pageParam }: { pageParam: number | undefined }) => {
      asked.push(pageParam)
      const answer = answers.get(pageParam)
      if (!answer || answer instanceof Error) throw answer ?? new Error('unexpected page')
      return answer
    },
  }
}

t.test('paging follows the offsets and stops when there is no next one', async (t) => {
  const client = new QueryClient()
  const asked: (number | undefined)[] = []
  // A first page that names 0 as its next offset (a page may restart at 0), then 20, then none.
  const answers = new Map<number | undefined, SavingsPage | Error>([
    [undefined, page(0)],
    [0, page(20)],
    [20, page(null)],
  ])
  const query = pagedQuery(answers, asked)
  await client.fetchInfiniteQuery(query)
  let data = client.getQueryData(query.queryKey)
  while (data && nextPageOffset(data.pages.at(-1) as SavingsPage) !== undefined) {
    await client.fetchInfiniteQuery({ ...query, pages: data.pages.length + 1 })
    data = client.getQueryData(query.queryKey)
  }
  t.same(asked.slice(-3), [undefined, 0, 20], 'the first page, then offset 0, then 20, then nothing')
  t.equal(data?.pages.length, 3)
})

t.test('a failed page ends the paging', async (t) => {
  const client = new QueryClient()
  const asked: (number | undefined)[] = []
  const answers = new Map<number | undefined, SavingsPage | Error>([
    [undefined, page(20)],
    [20, new Error('upstream failed')],
  ])
  const query = pagedQuery(answers, asked)
  await client.fetchInfiniteQuery(query)
  await t.rejects(client.fetchInfiniteQuery({ ...query, pages: 2 }))
  t.same(asked, [undefined, undefined, 20], 'no page after the failed one')
})
