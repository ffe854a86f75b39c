/**
 * Uniform timing on a test clock: whatever the work took below the floor, the answer leaves at the
 * floor, so a known and an unknown collector's answers take the same time; work past the floor is
 * not held longer. The routes' own answers are checked against the floor in card-self-service.test.ts.
 */
import t from 'tap'
import {
  atLeast,
  type Timing,
  UNIFORM_ANSWER_MS,
} from '../../../server/gateway/routes/api/card-self-service/uniform-timing.ts'

/** A clock that moves only when the work or the wait moves it; answers when the answer left. */
async function answeredAt(workMs: number, outcome: 'answer' | 'failure' = 'answer') {
  let now = 0
  const timing: Timing = {
    now: () => now,
    sleep: async (ms) => {
      now += ms
    },
  }
  const work = async () => {
    now += workMs
    if (outcome === 'failure') throw new Error('upstream down')
    return 'body'
  }
  const answer = await atLeast(UNIFORM_ANSWER_MS, work, timing).catch(() => 'failed')
  return { answer, at: now }
}

t.test('a message written or none: the answer leaves at the same moment', async (t) => {
  const known = await answeredAt(35)
  const unknown = await answeredAt(4)
  t.same(known, { answer: 'body', at: UNIFORM_ANSWER_MS })
  t.same(unknown, { answer: 'body', at: UNIFORM_ANSWER_MS })
})

t.test('a failure waits for the floor too', async (t) => {
  t.same(await answeredAt(10, 'failure'), { answer: 'failed', at: UNIFORM_ANSWER_MS })
})

t.test('work past the floor is answered when it ends', async (t) => {
  t.same(await answeredAt(UNIFORM_ANSWER_MS + 250), { answer: 'body', at: UNIFORM_ANSWER_MS + 250 })
})
