/**
 * The two servers `bench/offers-list.ts` compares, each run as its own process so that its CPU
 * time can be read from /proc: `gateway` (the real gateway, as `npm start` runs it) or `proxy` (a
 * bare undici passthrough: `GET /api/offers` → the upstream's `GET /offers` with a fixed bearer
 * token, the body piped back). Prints the port it listens on.
 */
import { createServer } from 'node:http'
import { Pool } from 'undici'
import { loadConfig } from '../config/env.ts'
import { startGateway } from '../server/gateway/server.ts'

const role = process.argv[2]
// A normal exit on SIGTERM, so that --cpu-prof (BENCH_CPU_PROF) writes its profile.
process.on('SIGTERM', () => process.exit(0))
const env = JSON.parse(process.env.BENCH_ENV ?? '{}') as Record<string, string>

if (role === 'gateway') {
  const gateway = await startGateway(loadConfig({ ...env, PORT: '0', HOST: '127.0.0.1' }))
  process.stdout.write(`${(gateway.server.address() as { port: number }).port}\n`)
} else if (role === 'proxy') {
  const pool = new Pool(String(process.env.BENCH_UPSTREAM), { connections: 16 })
  const authorization = `Bearer ${process.env.BENCH_TOKEN}`
  const server = createServer(async (request, response) => {
    try {
      const upstream = await pool.request({
        method: 'GET',
        path: `/offers?type=ALL&timestamp=${Date.now()}`,
        headers: { authorization, accept: 'application/json' },
      })
      response.writeHead(upstream.statusCode, { 'content-type': 'application/json' })
      for await (const chunk of upstream.body) response.write(chunk)
      response.end()
    } catch {
      response.writeHead(502).end()
    }
    request.resume()
  })
  server.listen(0, '127.0.0.1', () =>
    process.stdout.write(`${(server.address() as { port: number }).port}\n`),
  )
} else throw new Error(`unknown role ${role}`)
