/**
 * Cookie consent (groups 2 analytics, 3 functional, 4 marketing) in its first-party cookie, and the
 * marketing events: nothing fires and no script loads without group 4; with it, the event is
 * queued 1 s later (fake timers), and not if consent was withdrawn meanwhile.
 */
import t from 'tap'
import {
  CONSENT_COOKIE,
  formatConsent,
  onConsentChange,
  parseConsent,
  readConsent,
  saveConsent,
} from '../../../client/lib/consent.ts'
import { configureMarketing, trackMarketingEvent } from '../../../client/lib/marketing-events.ts'

/** A document whose cookie setter keeps the last value per name, and a window with a head. */
function fakeBrowser() {
  const jar = new Map<string, string>()
  const scripts: string[] = []
  const document = {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';')
      const at = pair.indexOf('=')
      jar.set(pair.slice(0, at), pair.slice(at + 1))
    },
    createElement: () => ({ src: '', async: false }),
    head: { append: (script: { src: string }) => scripts.push(script.src) },
  }
  const window = { location: { protocol: 'https:' } } as {
    location: { protocol: string }
    marketingEvents?: unknown[]
  }
  Object.assign(globalThis, { document, window })
  t.teardown(() => {
    Reflect.deleteProperty(globalThis, 'document')
    Reflect.deleteProperty(globalThis, 'window')
  })
  return { jar, scripts, window }
}

function fakeTimers() {
  const pending: Array<{ at: number; callback: () => void; handle: number }> = []
  let now = 0
  return {
    setTimeout: ((callback: () => void, ms: number) => {
      const handle = pending.length + 1
      pending.push({ at: now + ms, callback, handle })
      return handle
    }) as unknown as typeof setTimeout,
    clearTimeout: ((handle: number) => {
      const index = pending.findIndex((timer) => timer.handle === handle)
      if (index !== -1) pending.splice(index, 1)
    }) as unknown as typeof clearTimeout,
    advance(ms: number) {
      now += ms
      for (const timer of pending.filter((timer) => timer.at <= now)) {
        pending.splice(pending.indexOf(timer), 1)
        timer.callback()
      }
    },
  }
}

const none = { analytics: false, functional: false, marketing: false }

t.test('the cookie value: granted group numbers', async (t) => {
  t.equal(formatConsent(none), 'groups=')
  t.equal(formatConsent({ analytics: true, functional: true, marketing: true }), 'groups=2,3,4')
  t.same(parseConsent('groups=4'), { ...none, marketing: true })
  t.same(parseConsent('groups=2,3'), { analytics: true, functional: true, marketing: false })
  t.same(parseConsent(undefined), none, 'no cookie grants nothing')
  t.same(parseConsent('groups=4;evil'), none, 'an unreadable value grants nothing')
})

t.test('saved in the first-party cookie and read back; listeners hear the change', async (t) => {
  const { jar } = fakeBrowser()
  t.same(readConsent(), none)
  const heard: unknown[] = []
  const stop = onConsentChange((choices) => heard.push(choices))
  saveConsent({ ...none, analytics: true, marketing: true })
  t.equal(decodeURIComponent(jar.get(CONSENT_COOKIE) ?? ''), 'groups=2,4')
  t.same(readConsent(), { analytics: true, functional: false, marketing: true })
  t.same(heard, [{ ...none, analytics: true, marketing: true }])
  stop()
})

t.test('marketing events: nothing without group 4, queued 1 s later with it', async (t) => {
  const { scripts, window } = fakeBrowser()
  configureMarketing({ scriptUrl: 'https://marketing.example/tag.js' })
  const timers = fakeTimers()
  saveConsent({ ...none, analytics: true, functional: true })
  t.equal(trackMarketingEvent({ name: 'view-content', offerId: 'o-1' }, timers).scheduled, false)
  timers.advance(5000)
  t.equal(window.marketingEvents, undefined, 'nothing fired')
  t.same(scripts, [], 'no marketing script loaded')

  saveConsent({ ...none, marketing: true })
  t.equal(trackMarketingEvent({ name: 'view-content', offerId: 'o-1' }, timers).scheduled, true)
  timers.advance(999)
  t.equal(window.marketingEvents, undefined, 'not before 1 s')
  timers.advance(1)
  t.match(window.marketingEvents, [{ name: 'view-content', offerId: 'o-1' }])
  t.same(scripts, ['https://marketing.example/tag.js'], 'the script loads with the first event')

  trackMarketingEvent({ name: 'registration-complete' }, timers)
  saveConsent(none)
  timers.advance(1000)
  t.equal(window.marketingEvents?.length, 1, 'withdrawn before the second: it does not fire')

  saveConsent({ ...none, marketing: true })
  trackMarketingEvent({ name: 'registration-complete' }, timers).cancel()
  timers.advance(1000)
  t.equal(window.marketingEvents?.length, 1, 'a cancelled event does not fire')
})
