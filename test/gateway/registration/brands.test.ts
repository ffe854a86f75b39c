/**
 * The anonymous brands lookup over the real upstream: filtered to the keys asked for, unknown keys
 * left out, keys validated, and the logos reachable on the gateway's own origin.
 */
import t from 'tap'
import { REGISTRATION_GATEWAY_BRANDS } from '../../../shared/constants/catalogue.ts'
import { startProduct } from './helpers.ts'

const product = await startProduct(t)
const anonymous = product.browser()

t.test(
  'the registration gateway brands, in the order of their keys in the store, no session needed',
  async (t) => {
    const reply = await anonymous.get(`/api/brands?keys=${REGISTRATION_GATEWAY_BRANDS.join(',')}`)
    t.equal(reply.status, 200)
    t.equal(anonymous.cookie, '', 'no session is started')
    const logo = (key: string) => ({ logoImageUrl: `/content/logos/${key}.svg` })
    t.same(reply.body, {
      brands: [
        { brandDetailsKey: 'argos', name: 'Argos', imageUrls: logo('argos') },
        { brandDetailsKey: 'british-airways', name: 'British Airways', imageUrls: logo('british-airways') },
        { brandDetailsKey: 'ebay', name: 'eBay', imageUrls: logo('ebay') },
        { brandDetailsKey: 'esso', name: 'Esso', imageUrls: logo('esso') },
        { brandDetailsKey: 'sainsburys', name: "Sainsbury's", imageUrls: logo('sainsburys') },
      ],
    })
  },
)

t.test('only the keys asked for; unknown and repeated keys are left out', async (t) => {
  const reply = await anonymous.get('/api/brands?keys=esso,no-such-brand,esso')
  t.equal(reply.status, 200)
  t.same(reply.body, {
    brands: [
      { brandDetailsKey: 'esso', name: 'Esso', imageUrls: { logoImageUrl: '/content/logos/esso.svg' } },
    ],
  })
  t.same((await anonymous.get('/api/brands?keys=no-such-brand')).body, { brands: [] })
})

t.test('keys are validated: pattern, count, presence', async (t) => {
  const tooMany = Array.from({ length: 21 }, (_, i) => `brand-${i}`).join(',')
  for (const query of ['keys=Esso', 'keys=esso,,argos', 'keys=../x', 'keys=', '', `keys=${tooMany}`]) {
    const reply = await anonymous.get(`/api/brands?${query}`)
    t.equal(reply.status, 400, query)
    t.equal(reply.body.code, 'VALIDATION', query)
  }
  const twenty = Array.from({ length: 20 }, (_, i) => `brand-${i}`).join(',')
  t.same((await anonymous.get(`/api/brands?keys=${twenty}`)).body, { brands: [] }, '20 keys are allowed')
})

t.test('the logo is served on the gateway origin as SVG (GET only)', async (t) => {
  const logo = await product.gateway.inject({ method: 'GET', url: '/content/logos/argos.svg' })
  t.equal(logo.statusCode, 200)
  t.match(logo.headers['content-type'], /^image\/svg\+xml/)
  t.match(logo.body, /<svg[^>]*>[\s\S]*Argos/)
  t.equal(
    (await product.gateway.inject({ method: 'GET', url: '/content/logos/unknown.svg' })).statusCode,
    404,
  )
  const post = await anonymous.post('/content/logos/argos.svg')
  t.equal(post.status, 404, 'no POST forward')
})
