/**
 * `npm run bench`: every benchmark in one run, printed as one JSON document. Not part of `npm test`.
 * The soak (bench/soak.ts, a million requests) and the chaos bench (bench/chaos.ts, outages under
 * load for about two minutes) run on their own.
 */
import { benchApiFuzz } from './api-fuzz.ts'
import { benchBearerVsCookie } from './bearer-vs-cookie.ts'
import { benchBrandsSearch } from './brands-search.ts'
import { benchBundle } from './bundle.ts'
import { benchForwardStarvation } from './forward-starvation.ts'
import { benchHomePage } from './home-page.ts'
import { benchLatency } from './latency.ts'
import { benchLoad } from './load.ts'
import { benchLogLines } from './log-lines.ts'
import { benchOffersList } from './offers-list.ts'
import { benchPricesPage } from './prices-page.ts'
import { benchProductionLoad } from './production-load.ts'
import { benchPublicPagesLcp } from './public-pages-lcp.ts'
import { benchSignedInSession } from './signed-in-session.ts'
import { benchStart } from './start.ts'
import { benchTransactionsPage } from './transactions-page.ts'

const results = {
  start: await benchStart(),
  bundle: await benchBundle(),
  homePage: await benchHomePage(),
  publicPagesLcp: await benchPublicPagesLcp(),
  pricesPage: await benchPricesPage(),
  latency: await benchLatency(),
  signedInSession: await benchSignedInSession(),
  offersList: await benchOffersList(),
  bearerVsCookie: await benchBearerVsCookie(),
  logLines: benchLogLines(),
  brandsSearch: await benchBrandsSearch(),
  forwardStarvation: await benchForwardStarvation(),
  transactionsPage: await benchTransactionsPage(),
  apiFuzz: await benchApiFuzz({ seed: 1 }),
  load: await benchLoad(),
  productionLoad: await benchProductionLoad(),
}
console.log(JSON.stringify(results, null, 2))
