/**
 * The notification store with fake timers: appears 20 ms after creation; closes after 4000 ms by
 * default, errors after 4000 ms, re-authentication errors after 8000 ms; `timer: null` stays until
 * dismissed; dismissing early cancels its timers.
 */
import t from 'tap'
import { createNotificationStore, timerFor } from '../../../client/lib/notifications.ts'

/** A clock that runs the callbacks due as time is advanced by hand. */
function fakeTimers() {
  let now = 0
  let nextHandle = 1
  const pending = new Map<number, { at: number; callback: () => void }>()
  return {
    setTimeout: (callback: () => void, ms: number) => {
      const handle = nextHandle++
      pending.set(handle, { at: now + ms, callback })
      return handle
    },
    clearTimeout: (handle: never) => {
      pending.delete(handle)
    },
    advance(ms: number) {
      const until = now + ms
      for (;;) {
        const due = [...pending.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        pending.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = until
    },
    pendingCount: () => pending.size,
  }
}

const setup = () => {
  const timers = fakeTimers()
  const store = createNotificationStore(timers)
  const contents = () => store.getSnapshot().map((notification) => notification.content)
  return { timers, store, contents }
}

t.test('timers by level', async (t) => {
  t.equal(timerFor({ content: 'x' }), 4000, 'default')
  t.equal(timerFor({ content: 'x', level: 'TOAST' }), 4000, 'toast')
  t.equal(timerFor({ content: 'x', level: 'INFO' }), 4000, 'info and success')
  t.equal(timerFor({ content: 'x', level: 'ERROR' }), 4000, 'errors')
  t.equal(
    timerFor({ content: 'x', level: 'ERROR', reauthentication: true }),
    8000,
    're-authentication errors',
  )
  t.equal(timerFor({ content: 'x', level: 'LINKED', timer: null }), null, 'no timer')
  t.equal(timerFor({ content: 'x', timer: 1500 }), 1500, 'a given timer')
})

t.test('appears after 20 ms, closes 4000 ms later', async (t) => {
  const { timers, store, contents } = setup()
  let changes = 0
  store.subscribe(() => changes++)
  store.notify({ level: 'TOAST', content: 'Undo successful' })
  timers.advance(19)
  t.same(contents(), [], 'not yet at 19 ms')
  timers.advance(1)
  t.same(contents(), ['Undo successful'], 'shown at 20 ms')
  t.same(store.getSnapshot()[0]?.level, 'TOAST')
  timers.advance(3999)
  t.same(contents(), ['Undo successful'], 'still shown just before its timer')
  timers.advance(1)
  t.same(contents(), [], 'closed after 4000 ms')
  t.equal(changes, 2, 'listeners heard it appear and close')
  t.equal(timers.pendingCount(), 0)
})

t.test('a re-authentication error stays 8000 ms, a plain error 4000 ms', async (t) => {
  const { timers, store, contents } = setup()
  store.notify({ level: 'ERROR', content: 'Please log in again', reauthentication: true })
  timers.advance(20 + 4000)
  t.same(contents(), ['Please log in again'])
  timers.advance(4000)
  t.same(contents(), [])
  store.notify({ level: 'ERROR', content: 'Looks like something went wrong. Please try again later.' })
  timers.advance(20 + 3999)
  t.same(contents(), ['Looks like something went wrong. Please try again later.'])
  timers.advance(1)
  t.same(contents(), [])
})

t.test('one at a time: a new notification replaces the one on show, whose timer stops', async (t) => {
  const { timers, store, contents } = setup()
  store.notify({ level: 'LINKED', content: 'Linked', timer: null })
  timers.advance(20)
  store.notify({ level: 'TOAST', content: 'Undo successful' })
  timers.advance(19)
  t.same(contents(), ['Linked'], 'the first stays until the next appears')
  timers.advance(1)
  t.same(contents(), ['Undo successful'], 'replaced, not stacked')
  store.notify({ level: 'ERROR', content: 'a' })
  store.notify({ level: 'ERROR', content: 'b' })
  timers.advance(20)
  t.same(contents(), ['b'], 'two raised together: the later one shows')
  timers.advance(4000)
  t.same(contents(), [])
  t.equal(timers.pendingCount(), 0, 'no timer of a replaced notification is left')
})

t.test('without a timer it stays until dismissed; dismissing cancels the timers', async (t) => {
  const { timers, store, contents } = setup()
  const linked = store.notify({ level: 'LINKED', content: 'Linked', timer: null })
  const early = store.notify({ level: 'INFO', content: 'Early' })
  store.dismiss(early)
  timers.advance(60_000)
  t.same(contents(), ['Linked'], 'the dismissed one never appears; the other stays')
  store.dismiss(linked)
  t.same(contents(), [])
  t.equal(timers.pendingCount(), 0)
})

t.test('ids are unique and an unsubscribed listener hears nothing', async (t) => {
  const { timers, store } = setup()
  let heard = 0
  const stop = store.subscribe(() => heard++)
  const a = store.notify({ content: 'a', offerId: 'offer-1', className: 'extra' })
  timers.advance(20)
  const b = store.notify({ content: 'b' })
  t.not(a, b)
  t.match(store.getSnapshot()[0], {
    id: a,
    level: 'INFO',
    offerId: 'offer-1',
    className: 'extra',
    timer: 4000,
  })
  stop()
  timers.advance(4020)
  t.equal(heard, 1, 'only the appearance before unsubscribing')
})
