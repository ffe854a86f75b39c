/**
 * The reference upstream's linked-accounts calls over loopback HTTP with real access tokens, and its
 * repository for collectors of the test's own: linking with each §8 refusal and the §9 cap (account
 * and card variants), relinking with the originally linked member number only, converting in both
 * directions in one transaction and never below zero, a PENDING conversion settled when read after
 * it is due (SUCCESS, or ERROR with the points given back), the unlink failure, another collector's
 * link id answered 404, every change audited, and the sandbox's seed (Jordan's account and history).
 */
import t from 'tap'
import { LinkRefusal } from '../../../server/upstream/linked-accounts/refusal.ts'
import { createLinkedAccountsRepository } from '../../../server/upstream/linked-accounts/repository.ts'
import { LINKED_ACCOUNTS_SEED, seedLinkedAccounts } from '../../../server/upstream/seed/linked-accounts.ts'
import { LINKED_PARTNER_ERROR_MESSAGES } from '../../../shared/contract/linked-partners.ts'
import { accessTokenOf, caller } from '../offers/helper.ts'
import { DEMO } from '../oidc/helper.ts'
import {
  SANDBOX_PARTNER_ACCOUNTS as ACCOUNTS,
  balanceOf,
  collectorIdOf,
  linkedDb,
  newCollector,
  partnerPointsOf,
  startLinkedStand,
} from './helper.ts'

/** How long the sandbox's slow partner takes to settle a conversion. */
const SETTLE_MS = 1500

const stand = await startLinkedStand(t)
const repository = stand.upstream.linkedAccountsRepository
const alex = caller(stand, await accessTokenOf(stand, DEMO.card))
const sam = caller(stand, await accessTokenOf(stand, 'sam.patel@example.com'))
const alexId = await collectorIdOf(stand, DEMO.card)
const manual = (memberNumber: string, surname: string) => ({
  partner: 'british-airways',
  operation: 'manual',
  memberNumber,
  surname,
})

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    if (error instanceof LinkRefusal) return error.code
    throw error
  }
  return 'none'
}

let alexLink = ''

t.test('the seed: Jordan linked with a conversion history, Sam linked, once only', async (t) => {
  t.equal(await seedLinkedAccounts(linkedDb(stand)), false, 'seeded once')
  const marker = await linkedDb(stand)
    .selectFrom('seed_runs')
    .select('name')
    .where('name', '=', LINKED_ACCOUNTS_SEED)
    .execute()
  t.equal(marker.length, 1)
  const jordan = await collectorIdOf(stand, '10000000003')
  const [account] = await repository.accounts(jordan)
  t.match(account, {
    partner: 'british-airways',
    memberNumber: ACCOUNTS.jordan.memberNumber,
    state: 'COMPLETE',
  })
  const history = await repository.conversions(jordan, account?.id ?? '')
  t.same(
    history.map(({ direction, result }) => [direction, result]),
    [
      ['AOI', 'SUCCESS'],
      ['PTN', 'SUCCESS'],
      ['NTP', 'SUCCESS'],
    ],
    'newest first',
  )
  t.equal((await repository.accounts(await collectorIdOf(stand, '10000000002'))).length, 1, 'Sam linked')
})

t.test('linking: the §8 refusals before anything is linked', async (t) => {
  t.same((await alex('GET', '/linked-accounts')).body, { accounts: [] })
  const elsewhere = await alex(
    'POST',
    '/linked-accounts',
    manual(ACCOUNTS.linkedElsewhere.memberNumber, 'Patel'),
  )
  t.same(elsewhere, {
    status: 409,
    body: { code: 'LINKED_TO_ANOTHER_CARD', message: LINKED_PARTNER_ERROR_MESSAGES.linkedElsewhere },
  })
  const capped = await alex('POST', '/linked-accounts', manual(ACCOUNTS.capped.memberNumber, 'Price'))
  t.match(capped, {
    status: 409,
    body: { code: 'ACCOUNT_LINK_CAP', message: LINKED_PARTNER_ERROR_MESSAGES.accountCap },
  })
  const wrongSurname = await alex('POST', '/linked-accounts', manual(ACCOUNTS.free.memberNumber, 'Smith'))
  t.match(wrongSurname, { status: 422, body: { code: 'PARTNER_ACCOUNT_NOT_FOUND' } })
  const unknown = await alex('POST', '/linked-accounts', manual('79999999', 'Taylor'))
  t.match(unknown, { status: 422, body: { code: 'PARTNER_ACCOUNT_NOT_FOUND' } })
  const wrongPin = await alex('POST', '/linked-accounts', {
    partner: 'british-airways',
    operation: 'login',
    memberNumber: ACCOUNTS.free.memberNumber,
    pin: '9999',
  })
  t.match(wrongPin, { status: 422 })
  t.same((await alex('GET', '/linked-accounts')).body, { accounts: [] }, 'nothing linked')
})

t.test('linking by login (member number and PIN): COMPLETE, audited; a second link is refused', async (t) => {
  const linked = await alex('POST', '/linked-accounts', {
    partner: 'british-airways',
    operation: 'login',
    memberNumber: ACCOUNTS.free.memberNumber,
    pin: ACCOUNTS.free.pin,
  })
  t.equal(linked.status, 200)
  t.match(linked.body, {
    relinked: false,
    account: {
      memberNumber: ACCOUNTS.free.memberNumber,
      state: 'COMPLETE',
      partnerPoints: ACCOUNTS.free.points,
    },
  })
  alexLink = String((linked.body?.account as { id?: string } | undefined)?.id)
  const again = await alex('POST', '/linked-accounts', manual(ACCOUNTS.free.memberNumber, 'taylor'))
  t.match(again, { status: 409, body: { code: 'ALREADY_LINKED' } })
  const audit = await stand.upstream.auditRepository.of(alexId)
  t.match(audit[0], {
    action: 'linked-account.linked',
    detail: { partner: 'british-airways', operation: 'login' },
  })
})

t.test('converting both ways moves points in one go, never below zero', async (t) => {
  const balance = await balanceOf(stand, alexId)
  const partner = await partnerPointsOf(stand, ACCOUNTS.free.memberNumber)
  const ntp = await alex('POST', `/linked-accounts/${alexLink}/conversions`, {
    direction: 'NTP',
    points: 800,
  })
  t.match(ntp, {
    status: 200,
    body: { direction: 'NTP', points: 800, convertedPoints: 500, result: 'SUCCESS' },
  })
  t.equal(await balanceOf(stand, alexId), balance - 800)
  t.equal(await partnerPointsOf(stand, ACCOUNTS.free.memberNumber), partner + 500)
  const ptn = await alex('POST', `/linked-accounts/${alexLink}/conversions`, {
    direction: 'PTN',
    points: 1000,
  })
  t.match(ptn, { status: 200, body: { convertedPoints: 1600, result: 'SUCCESS' } })
  t.equal(await balanceOf(stand, alexId), balance - 800 + 1600)
  t.equal(await partnerPointsOf(stand, ACCOUNTS.free.memberNumber), partner + 500 - 1000)

  const tooMany = await alex('POST', `/linked-accounts/${alexLink}/conversions`, {
    direction: 'PTN',
    points: 1_000_000,
  })
  t.match(tooMany, { status: 409, body: { code: 'NOT_ENOUGH_POINTS' } })
  const notBlocks = await alex('POST', `/linked-accounts/${alexLink}/conversions`, {
    direction: 'NTP',
    points: 7,
  })
  t.match(notBlocks, { status: 422, body: { code: 'INVALID_POINTS' } })
  t.equal(await balanceOf(stand, alexId), balance - 800 + 1600, 'refusals change nothing')

  // Two conversions racing for the same last points: one wins, the balance stays at 0 or above.
  const all = await balanceOf(stand, alexId)
  const whole = all - (all % 8)
  const race = await Promise.all([
    alex('POST', `/linked-accounts/${alexLink}/conversions`, { direction: 'NTP', points: whole }),
    alex('POST', `/linked-accounts/${alexLink}/conversions`, { direction: 'NTP', points: whole }),
  ])
  t.same(race.map((answer) => answer.status).sort(), [200, 409])
  t.equal(await balanceOf(stand, alexId), all - whole)

  const list = await alex('GET', `/linked-accounts/${alexLink}/conversions`)
  t.equal((list.body?.conversions as unknown[] | undefined)?.length, 3)
  const audit = await stand.upstream.auditRepository.of(alexId)
  t.equal(audit.filter((row) => row.action === 'linked-account.converted').length, 3)
})

t.test("another collector's link id is a 404 on every call, like an unknown one", async (t) => {
  for (const [method, path, body] of [
    ['DELETE', `/linked-accounts/${alexLink}`, undefined],
    ['GET', `/linked-accounts/${alexLink}/conversions`, undefined],
    ['POST', `/linked-accounts/${alexLink}/conversions`, { direction: 'PTN', points: 5 }],
  ] as const) {
    const answer = await sam(method, path, body)
    t.match(answer, { status: 404, body: { code: 'LINK_NOT_FOUND' } }, `${method} ${path}`)
    t.notMatch(JSON.stringify(answer.body), ACCOUNTS.free.memberNumber)
  }
  const listed = (await alex('GET', `/linked-accounts/${alexLink}/conversions`)).body
  const [conversion] = (listed?.conversions ?? []) as { id: string }[]
  const foreign = await sam('GET', `/linked-accounts/${alexLink}/conversions/${conversion?.id}`)
  t.equal(foreign.status, 404)
  t.equal((await alex('GET', `/linked-accounts/${alexLink}/conversions/${conversion?.id}`)).status, 200)
})

t.test('unlink, then relink only with the originally linked member number', async (t) => {
  t.equal((await alex('DELETE', `/linked-accounts/${alexLink}`)).status, 204)
  t.same((await alex('GET', '/linked-accounts')).body, { accounts: [] })
  t.equal((await alex('DELETE', `/linked-accounts/${alexLink}`)).status, 404, 'gone')
  const other = await alex('POST', '/linked-accounts', manual(ACCOUNTS.slow.memberNumber, 'Slow'))
  t.same(other, {
    status: 409,
    body: {
      code: 'RELINK_ORIGINAL_MEMBER_NUMBER',
      message: LINKED_PARTNER_ERROR_MESSAGES.originalMemberNumber,
    },
  })
  const relinked = await alex('POST', '/linked-accounts', {
    partner: 'british-airways',
    operation: 'link',
    memberNumber: ACCOUNTS.free.memberNumber,
  })
  t.match(relinked, { status: 200, body: { relinked: true } })
  const newLink = (relinked.body?.account as { id: string } | undefined)?.id
  t.not(newLink, alexLink, 'a relink is a new link')
  const history = await alex('GET', `/linked-accounts/${newLink}/conversions`)
  t.equal(
    (history.body?.conversions as unknown[] | undefined)?.length,
    3,
    'the conversions made before the unlink are still there after the relink',
  )
  const [earlier] = (history.body?.conversions ?? []) as { id: string }[]
  t.equal((await alex('GET', `/linked-accounts/${newLink}/conversions/${earlier?.id}`)).status, 200)
  const actions = (await stand.upstream.auditRepository.of(alexId)).map((row) => row.action)
  t.equal(actions[0], 'linked-account.relinked')
  t.ok(actions.includes('linked-account.unlinked'))
})

t.test(
  'the cap: 4 relinks, then the card variant for the card, the account variant for others',
  async (t) => {
    // Alex has linked twice; three more relinks reach 1 + 4.
    for (let n = 0; n < 3; n += 1) {
      const [account] = await repository.accounts(alexId)
      await repository.unlink(alexId, account?.id ?? '')
      await repository.link(alexId, {
        partner: 'british-airways',
        operation: 'link',
        memberNumber: ACCOUNTS.free.memberNumber,
      })
    }
    const [account] = await repository.accounts(alexId)
    await repository.unlink(alexId, account?.id ?? '')
    const again = {
      partner: 'british-airways',
      operation: 'link',
      memberNumber: ACCOUNTS.free.memberNumber,
    } as const
    t.equal(await refusal(repository.link(alexId, again)), 'CARD_LINK_CAP')
    const fresh = await newCollector(stand)
    t.equal(
      await refusal(repository.link(fresh, { ...again, operation: 'manual', surname: 'Taylor' })),
      'ACCOUNT_LINK_CAP',
    )
    const morgan = await collectorIdOf(stand, '10000000004')
    t.equal(
      await refusal(
        repository.link(morgan, {
          ...again,
          operation: 'manual',
          memberNumber: ACCOUNTS.capped.memberNumber,
          surname: 'Price',
        }),
      ),
      'CARD_LINK_CAP',
      "the sandbox's capped card",
    )
  },
)

t.test('the partner refusing to unlink: 409 UNLINK_FAILED, still linked', async (t) => {
  const fresh = await newCollector(stand)
  const { account } = await repository.link(fresh, {
    partner: 'british-airways',
    operation: 'aoi',
    memberNumber: ACCOUNTS.unlinkFails.memberNumber,
    surname: 'Stuck',
  })
  t.equal(await refusal(repository.unlink(fresh, account.id)), 'UNLINK_FAILED')
  t.equal((await repository.accounts(fresh)).length, 1)
})

t.test(
  'a PENDING conversion settles when read after it is due: SUCCESS, or ERROR with the points back',
  async (t) => {
    // A repository on the same store with a clock of the test's own: due times are reached by
    // moving it, not by waiting them out.
    let clock = Date.now()
    const repository = createLinkedAccountsRepository(linkedDb(stand), {
      settleMs: SETTLE_MS,
      now: () => clock,
    })
    const slowCollector = await newCollector(stand, 1600)
    const slow = await repository.link(slowCollector, manualLink(ACCOUNTS.slow.memberNumber, 'Slow'))
    const pending = await repository.convert(slowCollector, slow.account.id, 'NTP', 1600)
    t.equal(pending.result, 'PENDING')
    t.equal(await balanceOf(stand, slowCollector), 0, 'taken at once')
    const before = await partnerPointsOf(stand, ACCOUNTS.slow.memberNumber)
    t.equal(
      (await repository.conversion(slowCollector, slow.account.id, pending.id)).result,
      'PENDING',
      'not due yet',
    )
    clock += SETTLE_MS - 1
    t.equal(
      (await repository.conversion(slowCollector, slow.account.id, pending.id)).result,
      'PENDING',
      'not due a millisecond before',
    )
    clock += 1
    t.equal((await repository.conversion(slowCollector, slow.account.id, pending.id)).result, 'SUCCESS')
    t.equal(
      (await repository.conversion(slowCollector, slow.account.id, pending.id)).result,
      'SUCCESS',
      'once',
    )
    t.equal(await partnerPointsOf(stand, ACCOUNTS.slow.memberNumber), before + 1000, 'credited once')

    const declinedCollector = await newCollector(stand, 800)
    const declines = await repository.link(
      declinedCollector,
      manualLink(ACCOUNTS.declines.memberNumber, 'Decline'),
    )
    const declined = await repository.convert(declinedCollector, declines.account.id, 'NTP', 800)
    t.equal(await balanceOf(stand, declinedCollector), 0)
    clock += SETTLE_MS
    const [settled] = await repository.conversions(declinedCollector, declines.account.id)
    t.match(settled, { id: declined.id, result: 'ERROR' })
    t.equal(await balanceOf(stand, declinedCollector), 800, 'given back')
  },
)

function manualLink(memberNumber: string, surname: string) {
  return { partner: 'british-airways', operation: 'manual', memberNumber, surname } as const
}

t.test('every call answers 401 without a token', async (t) => {
  const answer = await fetch(`${stand.base}/linked-accounts`)
  t.equal(answer.status, 401)
})
