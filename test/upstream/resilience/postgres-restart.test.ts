/**
 * The upstream on a PostgreSQL that stops and starts under it: the process stays up, calls during
 * the outage answer 503 STORE_UNAVAILABLE at once, and the pool reconnects by itself afterwards.
 */
import { Writable } from 'node:stream'
import t from 'tap'
import { buildUpstream } from '../../../server/upstream/server.ts'
import { requireService } from '../../helpers/services.ts'
import { postgresBinaries, throwawayPostgres } from '../../helpers/throwaway-postgres.ts'
import { testConfig } from '../helpers/upstream.ts'

const bin = postgresBinaries()

t.test(
  'a PostgreSQL restart under a running upstream',
  { skip: !requireService(t, 'PostgreSQL', bin !== undefined) },
  async (t) => {
    if (!bin) return
    const postgres = await throwawayPostgres(t, bin)
    const lines: Array<{ level: number; msg: string }> = []
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const config = testConfig(t, { DATABASE_URL: postgres.url, LOG_LEVEL: 'warn' })
    const app = await buildUpstream(config, { seed: false, logStream })
    t.teardown(() => app.close())
    await app.ready()

    const categories = () => app.inject({ method: 'GET', url: '/brands/categories' })
    const health = () => app.inject({ method: 'GET', url: '/healthz' })

    t.equal((await categories()).statusCode, 200, 'answers while PostgreSQL is up')

    postgres.stop()
    // The pool's idle connections were ended by the server (57P01): the error event is handled.
    await new Promise((resolve) => setImmediate(resolve))
    const during = await categories()
    t.equal(during.statusCode, 503, 'a call during the outage answers 503')
    t.same(during.json(), {
      code: 'STORE_UNAVAILABLE',
      message: 'The service is unavailable; try again shortly',
    })
    t.equal((await health()).statusCode, 503, '/healthz says the store is unavailable')
    t.ok(
      lines.some((line) => line.level === 40 && line.msg === 'database unavailable'),
      'the outage is logged at warn, not as a failed request',
    )
    t.notOk(
      lines.some((line) => line.level >= 50 && line.msg === 'request failed'),
      'no request is logged as an error',
    )

    postgres.start()
    t.equal((await categories()).statusCode, 200, 'the first call after PostgreSQL returns works')
    t.equal((await health()).statusCode, 200, '/healthz is ok again')
  },
)
