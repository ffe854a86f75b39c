import t from 'tap'
import { FLOW_EXPIRED } from '../../../shared/contract/self-service.ts'
import { browser } from '../login/helpers.ts'
import { startSelfServiceStand } from './helpers.ts'

const { gateway } = await startSelfServiceStand(t)

t.test('without a flow in the session, neither options nor a code', async (t) => {
  const b = browser(gateway, '10.1.0.1')
  const options = await b.post('/api/self-service/two-factor/options', {}, false)
  t.same([options.status, options.body], [409, { code: 'STEP_OUT_OF_ORDER', message: FLOW_EXPIRED }])
  const send = await b.post('/api/self-service/two-factor/send/sms', {}, false)
  t.same([send.status, send.body], [409, { code: 'STEP_OUT_OF_ORDER', message: FLOW_EXPIRED }])
})

t.test('a way to send that is neither email nor sms is refused by the declaration', async (t) => {
  const answer = await browser(gateway, '10.1.0.2').post('/api/self-service/two-factor/send/fax', {}, false)
  t.equal(answer.status, 400)
  t.equal(answer.body.code, 'VALIDATION')
})
