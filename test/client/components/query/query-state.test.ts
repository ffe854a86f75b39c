/**
 * A query's states as QueryState renders them, with react-dom/server: the loading paragraph while
 * nothing has arrived, the failure with Try again (busy while refetching) that refetches when
 * pressed, the children given the data, and a failed refetch over data kept or replaced as asked.
 */
import { join } from 'node:path'
import type { createElement, ReactElement } from 'react'
import t from 'tap'
import type * as QueryStateModule from '../../../../client/components/query/query-state.tsx'
import { bundleForNode } from '../bundle-for-node.ts'

type Bundle = {
  render: (element: ReactElement) => string
  h: typeof createElement
  QueryState: typeof QueryStateModule.QueryState
  QueryStatus: typeof QueryStateModule.QueryStatus
}

const dir = join(import.meta.dirname, '../../../../client/components/query')
const entry = `
import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { QueryState, QueryStatus } from '${dir}/query-state.tsx'
export const render = (element) => renderToStaticMarkup(element)
export { h, QueryState, QueryStatus }
`
const { render, h, QueryState, QueryStatus } = await bundleForNode<Bundle>(t, entry, dir)

type Vouchers = { count: number }
const query = (state: { data?: Vouchers; isError?: boolean; isFetching?: boolean }) => ({
  data: state.data,
  isError: state.isError ?? false,
  isFetching: state.isFetching ?? false,
  refetch: () => undefined,
})
const words = { loading: 'Loading your vouchers', failed: "We couldn't load your vouchers." }
const children = (data: Vouchers) => h('p', null, `${data.count} vouchers`)

t.test('while nothing has arrived, it says what is loading in a status paragraph', async (t) => {
  t.equal(
    render(h(QueryState<Vouchers>, { query: query({ isFetching: true }), ...words, children })),
    '<p class="loading" role="status">Loading your vouchers</p>',
  )
})

t.test('a failure says what failed, as an alert, with Try again', async (t) => {
  t.equal(
    render(h(QueryState<Vouchers>, { query: query({ isError: true }), ...words, children })),
    '<div class="notice notice--error load-failed" role="alert"><p>We couldn&#x27;t load your vouchers.</p>' +
      '<button type="button" class="button button--secondary">Try again</button></div>',
  )
})

t.test('Try again is busy while the query refetches', async (t) => {
  const html = render(
    h(QueryState<Vouchers>, { query: query({ isError: true, isFetching: true }), ...words, children }),
  )
  t.match(
    html,
    '<button type="button" class="button button--secondary" disabled="" aria-busy="true">Try again</button>',
  )
})

t.test('Try again refetches the query', async (t) => {
  let refetched = 0
  const failed = { ...query({ isError: true }), refetch: () => refetched++ }
  const element = QueryStatus<Vouchers>({ query: failed, ...words }) as ReactElement<{ onRetry: () => void }>
  element.props.onRetry()
  t.equal(refetched, 1)
})

t.test('loaded, it renders the children with the data', async (t) => {
  t.equal(
    render(h(QueryState<Vouchers>, { query: query({ data: { count: 3 } }), ...words, children })),
    '<p>3 vouchers</p>',
  )
})

t.test('a failed refetch keeps the data shown, unless the failure must hide it', async (t) => {
  const refetchFailed = query({ data: { count: 3 }, isError: true })
  t.equal(render(h(QueryState<Vouchers>, { query: refetchFailed, ...words, children })), '<p>3 vouchers</p>')
  t.match(
    render(h(QueryState<Vouchers>, { query: refetchFailed, ...words, failureHidesData: true, children })),
    'We couldn&#x27;t load your vouchers.',
  )
})
