/**
 * Offer seen (routes specification §7, interval 1000 ms): recorded after the card has been at least
 * half on screen for the whole interval, once per visit (not again when it comes back), batched
 * within the window or when full, and sent when the visit ends; a card that leaves early is not seen.
 */
import t from 'tap'
import {
  createOfferSeenTracker,
  OFFER_SEEN_BATCH_WINDOW_MS,
} from '../../../client/features/offers/hooks/offer-seen-tracker.ts'
import { OFFER_SEEN_INTERVAL_MS } from '../../../shared/constants/timings.ts'
import { OFFER_SEEN_BATCH_MAX } from '../../../shared/contract/events.ts'

/** A clock whose timers run when the test moves it on. */
function fakeTimers() {
  let now = 0
  let next = 1
  const pending = new Map<number, { at: number; run: () => void }>()
  const timers = {
    setTimeout: ((run: () => void, ms: number) => {
      const id = next++
      pending.set(id, { at: now + ms, run })
      return id
    }) as unknown as typeof setTimeout,
    clearTimeout: ((id: number) => void pending.delete(id)) as unknown as typeof clearTimeout,
  }
  const advance = (ms: number) => {
    const until = now + ms
    for (;;) {
      const due = [...pending].filter(([, timer]) => timer.at <= until).sort((a, b) => a[1].at - b[1].at)[0]
      if (!due) break
      pending.delete(due[0])
      now = due[1].at
      due[1].run()
    }
    now = until
  }
  return { timers, advance }
}

/** An IntersectionObserver the test drives: `show(element, ratio)`. */
function fakeObserver() {
  let callback: IntersectionObserverCallback = () => {}
  const observed = new Set<Element>()
  class Observer {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb
    }
    observe(element: Element) {
      observed.add(element)
    }
    unobserve(element: Element) {
      observed.delete(element)
    }
    disconnect() {
      observed.clear()
    }
  }
  const show = (target: Element, ratio: number) => {
    if (!observed.has(target)) return
    const entry = { target, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry
    callback([entry], {} as IntersectionObserver)
  }
  return { Observer: Observer as unknown as typeof IntersectionObserver, show, observed }
}

const setup = () => {
  const clock = fakeTimers()
  const observer = fakeObserver()
  const sent: string[][] = []
  const tracker = createOfferSeenTracker({
    send: (ids) => sent.push(ids),
    Observer: observer.Observer,
    timers: clock.timers,
  })
  return { ...clock, ...observer, sent, tracker }
}

const card = () => ({}) as Element

t.test('half on screen for the whole interval: recorded once, sent after the window', async (t) => {
  const { tracker, show, advance, sent, observed } = setup()
  const element = card()
  tracker.observe(element, 'offer-1')
  show(element, 0.6)
  advance(OFFER_SEEN_INTERVAL_MS - 1)
  t.same(sent, [], 'not yet seen')
  advance(1)
  t.notOk(observed.has(element), 'no longer watched once seen')
  t.same(sent, [], 'waits for the batch window')
  advance(OFFER_SEEN_BATCH_WINDOW_MS)
  t.same(sent, [['offer-1']])
  show(element, 1)
  advance(10_000)
  t.same(sent, [['offer-1']], 'not again when it comes back')
  tracker.observe(card(), 'offer-1')
  t.same(sent, [['offer-1']], 'nor as another card of the same offer')
})

t.test('less than half, or gone before the interval: not seen; the interval starts again', async (t) => {
  const { tracker, show, advance, sent } = setup()
  const element = card()
  tracker.observe(element, 'offer-2')
  show(element, 0.4)
  advance(5000)
  show(element, 0.5)
  advance(900)
  show(element, 0.2)
  advance(5000)
  show(element, 0.9)
  advance(900)
  show(element, 0)
  advance(5000)
  t.same(sent, [], 'never on screen for 1000 ms in a row')
  show(element, 0.5)
  advance(OFFER_SEEN_INTERVAL_MS + OFFER_SEEN_BATCH_WINDOW_MS)
  t.same(sent, [['offer-2']])
})

t.test('ids seen within the window go in one batch; a full batch goes at once', async (t) => {
  const { tracker, show, advance, sent } = setup()
  const elements = Array.from({ length: OFFER_SEEN_BATCH_MAX + 2 }, card)
  for (const [n, element] of elements.entries()) tracker.observe(element, `offer-${n}`)
  show(elements[0] as Element, 1)
  advance(500)
  show(elements[1] as Element, 1)
  advance(OFFER_SEEN_INTERVAL_MS + OFFER_SEEN_BATCH_WINDOW_MS)
  t.same(sent, [['offer-0', 'offer-1']])
  for (const element of elements.slice(2)) show(element, 1)
  advance(OFFER_SEEN_INTERVAL_MS)
  t.equal(sent.length, 2, 'the full batch went without waiting')
  t.equal(sent[1]?.length, OFFER_SEEN_BATCH_MAX)
})

t.test('the visit ends: what waits is sent; a card not yet seen is not', async (t) => {
  const { tracker, show, advance, sent } = setup()
  const [seen, early] = [card(), card()]
  tracker.observe(seen, 'offer-a')
  tracker.observe(early, 'offer-b')
  show(seen, 1)
  advance(OFFER_SEEN_INTERVAL_MS)
  show(early, 1)
  advance(500)
  tracker.dispose()
  t.same(sent, [['offer-a']])
  advance(10_000)
  t.same(sent, [['offer-a']], 'nothing after the visit')
})

t.test('a card removed from the page stops its interval', async (t) => {
  const { tracker, show, advance, sent } = setup()
  const element = card()
  const stop = tracker.observe(element, 'offer-c')
  show(element, 1)
  advance(500)
  stop()
  advance(10_000)
  t.same(sent, [])
})
