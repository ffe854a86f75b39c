/** `npm run bench`: every benchmark in one run, printed as one JSON document. Not part of `npm test`. */
import { benchBundle } from './bundle.ts'
import { benchForwardStarvation } from './forward-starvation.ts'
import { benchLatency } from './latency.ts'
import { benchOffersList } from './offers-list.ts'
import { benchSignedInSession } from './signed-in-session.ts'
import { benchStart } from './start.ts'

const results = {
  start: await benchStart(),
  bundle: await benchBundle(),
  latency: await benchLatency(),
  signedInSession: await benchSignedInSession(),
  offersList: await benchOffersList(),
  forwardStarvation: await benchForwardStarvation(),
}
console.log(JSON.stringify(results, null, 2))
