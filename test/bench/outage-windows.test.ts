/** The chaos bench's window accounting (bench/outage-windows.ts), on answers made up to the millisecond. */
import t from 'tap'
import { accountOutages, type LoadAnswer, type ProbeAnswer } from '../../bench/outage-windows.ts'

const good = (at: number): LoadAnswer => ({ at, ok: true })
const bad = (at: number): LoadAnswer => ({ at, ok: false })

t.test('errors inside a window and outside are counted apart', async (t) => {
  const outages = [{ dependency: 'postgresql', stoppedAt: 1_000, returnedAt: 3_000 }]
  const probes: ProbeAnswer[] = [
    { sentAt: 2_500, at: 3_200, ok: true }, // sent before the return: not a recovery
    { sentAt: 3_000, at: 3_400, ok: false },
    { sentAt: 3_500, at: 4_000, ok: true },
  ]
  const load = [
    bad(500),
    good(900),
    bad(1_000),
    bad(2_000),
    good(2_500),
    bad(3_900),
    bad(4_000),
    bad(4_001),
    good(5_000),
  ]
  const account = accountOutages(load, probes, outages)
  t.same(account.outages, [
    {
      dependency: 'postgresql',
      outageSeconds: 2,
      // From the stop to the first good probe sent after the return, both ends included.
      errorsInWindow: 4,
      answersInWindow: 5,
      recoverySeconds: 1,
    },
  ])
  t.equal(account.errorsOutside, 2, 'one before the stop, one after the recovery')
  t.equal(account.answersOutside, 4)
})

t.test(
  'without a good probe after the return, the window runs to the next stop and recovery is null',
  async (t) => {
    const outages = [
      { dependency: 'redis', stoppedAt: 10_000, returnedAt: 11_000 },
      { dependency: 'postgresql', stoppedAt: 1_000, returnedAt: 2_000 },
    ]
    const probes: ProbeAnswer[] = [
      { sentAt: 2_000, at: 2_100, ok: false },
      { sentAt: 12_000, at: 12_500, ok: true },
    ]
    const load = [bad(9_999), bad(10_000), bad(12_500), bad(12_501)]
    const account = accountOutages(load, probes, outages)
    t.same(
      account.outages.map(({ dependency, errorsInWindow, recoverySeconds }) => ({
        dependency,
        errorsInWindow,
        recoverySeconds,
      })),
      [
        // The first good probe after postgresql's return ends after redis' stop: it does not count.
        { dependency: 'postgresql', errorsInWindow: 1, recoverySeconds: null },
        { dependency: 'redis', errorsInWindow: 2, recoverySeconds: 1.5 },
      ],
    )
    t.equal(account.errorsOutside, 1, 'after the last recovery')
  },
)
