/**
 * The two servers a gateway-against-passthrough bench compares (`passthrough-pair.ts`), each run as
 * its own process so that its CPU time can be read from /proc: `gateway` (the real gateway, as
 * `npm start` runs it, with the settings of BENCH_ENV) or `proxy` (a bare undici passthrough: any
 * request → the upstream's BENCH_CALL, with BENCH_TOKEN as bearer token if there is one, the body
 * piped back; in BENCH_CALL, `{now}` stands for the time and `{q}` for the request's own `q`). Prints
 * the port it listens on.
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
  const call = String(process.env.BENCH_CALL)
  const token = process.env.BENCH_TOKEN
  const headers = { accept: 'application/json', ...(token && { authorization: `Bearer ${token}` }) }
  const server = createServer(async (request, response) => {
    try {
      const path = call
        .replace('{now}', () => String(Date.now()))
        .replace('{q}', () =>
          encodeURIComponent(new URL(request.url ?? '/', 'http://proxy').searchParams.get('q') ?? ''),
        )
      const upstream = await pool.request({ method: 'GET', path, headers })
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
