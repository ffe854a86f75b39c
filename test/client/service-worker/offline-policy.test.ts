/**
 * What the offline card's service worker answers from its cache and what it keeps: of /api only
 * the digital card, only same-origin GETs, only 200s that were not redirected; and which answers
 * end the kept card (signed out).
 */
import t from 'tap'
import {
  DIGITAL_CARD_PATH,
  endsTheCard,
  handlingOf,
  isStorable,
  START_PATH,
} from '../../../client/service-worker/offline-policy.ts'

const ORIGIN = 'https://www.example.test'
const get = (path: string, mode = 'cors') => ({ method: 'GET', url: `${ORIGIN}${path}`, mode })

t.test('the start page, the card and hashed assets; everything else goes to the network', async (t) => {
  t.equal(handlingOf(get(START_PATH, 'navigate'), ORIGIN), 'start-page')
  t.equal(handlingOf(get(`${START_PATH}?from=app`, 'navigate'), ORIGIN), 'start-page', 'any query: one shell')
  t.equal(handlingOf(get(START_PATH), ORIGIN), 'network', 'only a navigation gets the page')
  t.equal(handlingOf(get(DIGITAL_CARD_PATH), ORIGIN), 'digital-card')
  t.equal(handlingOf(get('/assets/main-AB12CD34.js'), ORIGIN), 'asset')
  for (const path of [
    '/api/session',
    '/api/app-config',
    '/api/switches',
    '/api/card/balance',
    '/api/offers',
    `${DIGITAL_CARD_PATH}?other=1`,
    '/welcome',
    '/my-offers',
  ])
    t.equal(handlingOf(get(path, path.startsWith('/api') ? 'cors' : 'navigate'), ORIGIN), 'network', path)
})

t.test('never a write, never another origin', async (t) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
    t.equal(handlingOf({ ...get(DIGITAL_CARD_PATH), method }, ORIGIN), 'network', method)
  t.equal(
    handlingOf({ method: 'GET', url: `https://cdn.example.test${DIGITAL_CARD_PATH}`, mode: 'cors' }, ORIGIN),
    'network',
  )
  t.equal(
    handlingOf({ method: 'GET', url: 'https://cdn.example.test/assets/x.js', mode: 'cors' }, ORIGIN),
    'network',
  )
})

t.test('only a same-origin 200 that was not redirected is kept', async (t) => {
  const answer = (status: number, type = 'basic', redirected = false) =>
    ({ status, type, redirected }) as Pick<Response, 'status' | 'type' | 'redirected'>
  t.ok(isStorable(answer(200)))
  for (const status of [201, 204, 206, 304, 401, 404, 500, 502, 503])
    t.notOk(isStorable(answer(status)), `${status} is not kept`)
  t.notOk(isStorable(answer(200, 'opaque')), 'an opaque answer is not kept')
  t.notOk(isStorable(answer(200, 'basic', true)), 'a page reached through a redirect (sign-in) is not kept')
  t.notOk(isStorable(answer(0, 'opaqueredirect')), 'a redirect is not kept')
})

t.test('a refused card call or a start page sent to sign-in ends the kept card', async (t) => {
  const answer = (status: number, type = 'basic', redirected = false) =>
    ({ status, type, redirected }) as Pick<Response, 'status' | 'type' | 'redirected'>
  t.ok(endsTheCard(answer(401)), '401')
  t.ok(endsTheCard(answer(403)), '403')
  t.ok(endsTheCard(answer(0, 'opaqueredirect')), 'the start page redirected (signed out)')
  t.ok(endsTheCard(answer(200, 'basic', true)), 'followed to the sign-in page')
  for (const status of [200, 500, 502, 503, 504]) t.notOk(endsTheCard(answer(status)), `${status} keeps it`)
})
