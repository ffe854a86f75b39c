/**
 * /api/linked-partners on the real gateway in front of the reference upstream over loopback HTTP,
 * signed in by a real identity login: the partners with the balance and the masked account, linking
 * with the field rules and each §8 refusal (already linked to another card, the cap, the original
 * member number on a relink), the unlink failure's message, converting both ways with the balance
 * changing, a PENDING conversion polled until SUCCESS, another collector's link id a 404, CSRF and
 * signed-out refusals.
 */
import t from 'tap'
import {
  LINKED_PARTNER_ERROR_MESSAGES,
  type LinkedPartners,
} from '../../../shared/contract/linked-partners.ts'
import { buildTestGateway, sameOriginHeaders, type TestGateway } from '../../helpers/gateway.ts'
import {
  SANDBOX_PARTNER_ACCOUNTS as ACCOUNTS,
  collectorIdOf,
  startLinkedStand,
} from '../../upstream/linked-accounts/helper.ts'
import { DEMO, gatewayLoginCookie, PUBLIC_ORIGIN } from '../../upstream/oidc/helper.ts'

const stand = await startLinkedStand(t)
const gateway = await buildTestGateway(t, {
  PUBLIC_ORIGIN,
  UPSTREAM_PORT: new URL(stand.base).port,
  OIDC_CLIENT_SECRET: stand.config.OIDC_CLIENT_SECRET,
})

function apiAs(app: TestGateway, cookie: string) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) => {
    const response = await app.inject({
      method,
      url,
      headers: { cookie, ...sameOriginHeaders({ PUBLIC_ORIGIN }) },
      ...(payload !== undefined ? { payload } : {}),
    })
    return { status: response.statusCode, body: response.body ? response.json() : null }
  }
}

const alex = apiAs(gateway, await gatewayLoginCookie(gateway, stand, DEMO.card))
const sam = apiAs(gateway, await gatewayLoginCookie(gateway, stand, 'sam.patel@example.com'))
const link = (memberNumber: string, surname: string, operation = 'manual') =>
  alex('POST', '/api/linked-partners', { partner: 'british-airways', operation, memberNumber, surname })

const partnersOf = async (api: typeof alex) =>
  (await api('GET', '/api/linked-partners')).body as LinkedPartners

let linkId = ''

t.test('the partners: the airline with its rate, nothing linked, and the balance', async (t) => {
  const answer = await alex('GET', '/api/linked-partners')
  t.equal(answer.status, 200)
  t.same(answer.body, {
    balance: 12480,
    partners: [
      {
        key: 'british-airways',
        name: 'British Airways',
        pointsName: 'airline points',
        rate: { basePoints: 8, partnerPoints: 5 },
        account: null,
      },
    ],
  })
})

t.test('the field rules run on the gateway: 400 with each field’s message', async (t) => {
  const answer = await link('1234', 'T4ylor')
  t.equal(answer.status, 400)
  t.same(answer.body.fields, {
    memberNumber: 'Enter a membership number that has 8 numbers',
    surname: 'Surname can only include letters, spaces, hyphens and apostrophes',
  })
})

t.test('each linking error of §8, with its message', async (t) => {
  t.same((await link(ACCOUNTS.linkedElsewhere.memberNumber, 'Patel')).body, {
    code: 'LINKED_TO_ANOTHER_CARD',
    message: LINKED_PARTNER_ERROR_MESSAGES.linkedElsewhere,
  })
  const capped = await link(ACCOUNTS.capped.memberNumber, 'Price')
  t.same(capped, {
    status: 409,
    body: { code: 'ACCOUNT_LINK_CAP', message: LINKED_PARTNER_ERROR_MESSAGES.accountCap },
  })
  t.match(await link(ACCOUNTS.free.memberNumber, 'Smith'), {
    status: 422,
    body: {
      code: 'PARTNER_ACCOUNT_NOT_FOUND',
      message: LINKED_PARTNER_ERROR_MESSAGES.partnerAccountNotFound,
    },
  })
})

t.test('linking: linked, then shown masked with the partner points', async (t) => {
  const answer = await link(ACCOUNTS.free.memberNumber, ' taylor ')
  t.equal(answer.status, 200)
  t.match(answer.body, { outcome: 'linked', account: { maskedMemberNumber: '••••0001', state: 'COMPLETE' } })
  t.notMatch(JSON.stringify(answer.body), ACCOUNTS.free.memberNumber, 'the whole member number never leaves')
  linkId = answer.body.account.id
  const { partners } = await partnersOf(alex)
  t.match(partners[0]?.account, { id: linkId, partnerPoints: ACCOUNTS.free.points })
})

t.test('converting both ways changes the balance; refusals with their messages', async (t) => {
  const ntp = await alex('POST', `/api/linked-partners/${linkId}/conversions`, {
    direction: 'NTP',
    points: 1600,
  })
  t.match(ntp, {
    status: 200,
    body: { direction: 'NTP', points: 1600, convertedPoints: 1000, result: 'SUCCESS' },
  })
  let view = await partnersOf(alex)
  t.equal(view.balance, 12480 - 1600)
  t.equal(view.partners[0]?.account?.partnerPoints, ACCOUNTS.free.points + 1000)
  const ptn = await alex('POST', `/api/linked-partners/${linkId}/conversions`, {
    direction: 'PTN',
    points: 500,
  })
  t.match(ptn, { status: 200, body: { convertedPoints: 800, result: 'SUCCESS' } })
  view = await partnersOf(alex)
  t.equal(view.balance, 12480 - 1600 + 800)
  const notBlocks = await alex('POST', `/api/linked-partners/${linkId}/conversions`, {
    direction: 'NTP',
    points: 9,
  })
  t.same(notBlocks, {
    status: 400,
    body: { code: 'INVALID_POINTS', message: LINKED_PARTNER_ERROR_MESSAGES.invalidPoints },
  })
  const tooMany = await alex('POST', `/api/linked-partners/${linkId}/conversions`, {
    direction: 'PTN',
    points: 999_995,
  })
  t.same(tooMany, {
    status: 409,
    body: { code: 'NOT_ENOUGH_POINTS', message: LINKED_PARTNER_ERROR_MESSAGES.notEnoughPoints },
  })
  const list = await alex('GET', `/api/linked-partners/${linkId}/conversions`)
  t.same(
    list.body.conversions.map((c: { direction: string }) => c.direction),
    ['PTN', 'NTP'],
  )
})

t.test('an AOI conversion is PENDING, then SUCCESS when polled', async (t) => {
  const before = (await partnersOf(alex)).balance
  const aoi = await alex('POST', `/api/linked-partners/${linkId}/conversions`, {
    direction: 'AOI',
    points: 500,
  })
  t.match(aoi, { status: 200, body: { result: 'PENDING' } })
  let result = 'PENDING'
  const started = Date.now()
  while (result === 'PENDING' && Date.now() - started < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 300))
    result = (await alex('GET', `/api/linked-partners/${linkId}/conversions/${aoi.body.id}`)).body.result
  }
  t.equal(result, 'SUCCESS')
  t.equal((await partnersOf(alex)).balance, before + 800, 'credited when settled')
})

t.test("another collector's link id: 404, never their data", async (t) => {
  for (const [method, url, body] of [
    ['DELETE', `/api/linked-partners/${linkId}`, undefined],
    ['GET', `/api/linked-partners/${linkId}/conversions`, undefined],
    ['POST', `/api/linked-partners/${linkId}/conversions`, { direction: 'PTN', points: 5 }],
  ] as const) {
    const answer = await sam(method, url, body)
    t.same(answer, {
      status: 404,
      body: { code: 'LINK_NOT_FOUND', message: LINKED_PARTNER_ERROR_MESSAGES.linkNotFound },
    })
  }
  t.equal((await sam('GET', '/api/linked-partners/not-a-uuid/conversions')).status, 400)
})

t.test('unlink, relink with another number refused, relink with the original', async (t) => {
  t.same(await alex('DELETE', `/api/linked-partners/${linkId}`), {
    status: 200,
    body: { outcome: 'unlinked' },
  })
  t.equal((await partnersOf(alex)).partners[0]?.account, null)
  t.same((await link(ACCOUNTS.slow.memberNumber, 'Slow')).body, {
    code: 'RELINK_ORIGINAL_MEMBER_NUMBER',
    message: LINKED_PARTNER_ERROR_MESSAGES.originalMemberNumber,
  })
  const relinked = await alex('POST', '/api/linked-partners', {
    partner: 'british-airways',
    operation: 'link',
    memberNumber: ACCOUNTS.free.memberNumber,
  })
  t.match(relinked, { status: 200, body: { outcome: 'relinked' } })
  linkId = relinked.body.account.id
})

t.test('the card variant of the cap after 4 relinks', async (t) => {
  // Linked twice so far: three more relinks are allowed, the next is refused.
  for (let n = 0; n < 3; n += 1) {
    t.equal((await alex('DELETE', `/api/linked-partners/${linkId}`)).status, 200)
    const again = await link(ACCOUNTS.free.memberNumber, 'Taylor', 'link')
    t.equal(again.status, 200)
    linkId = again.body.account.id
  }
  t.equal((await alex('DELETE', `/api/linked-partners/${linkId}`)).status, 200)
  t.same((await link(ACCOUNTS.free.memberNumber, 'Taylor')).body, {
    code: 'CARD_LINK_CAP',
    message: LINKED_PARTNER_ERROR_MESSAGES.cardCap,
  })
})

t.test('the partner refusing to unlink: 502 with the §8 message, still linked', async (t) => {
  const samId = await collectorIdOf(stand, '10000000002')
  const [samLink] = await stand.upstream.linkedAccountsRepository.accounts(samId)
  await stand.upstream.db
    .withTables<{ partner_accounts: { member_number: string; behaviour: string } }>()
    .updateTable('partner_accounts')
    .set({ behaviour: 'unlink-fails' })
    .where('member_number', '=', ACCOUNTS.linkedElsewhere.memberNumber)
    .execute()
  const answer = await sam('DELETE', `/api/linked-partners/${samLink?.id}`)
  t.same(answer, {
    status: 502,
    body: {
      code: 'UNLINK_FAILED',
      message: 'Oops! it looks like there was an issue unlinking your account, please try again later',
    },
  })
  t.ok((await partnersOf(sam)).partners[0]?.account, 'still linked')
})

t.test('without the CSRF headers or signed out: refused before any call', async (t) => {
  const noCsrf = await gateway.inject({
    method: 'POST',
    url: '/api/linked-partners',
    payload: { partner: 'british-airways', operation: 'manual', memberNumber: '70000001', surname: 'Taylor' },
  })
  t.equal(noCsrf.statusCode, 403)
  const signedOut = await gateway.inject({ method: 'GET', url: '/api/linked-partners' })
  t.equal(signedOut.statusCode, 401)
})
