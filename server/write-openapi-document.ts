/**
 * `npm run openapi -- [file]`: writes the gateway's OpenAPI document (what `GET /api/docs/json`
 * serves) to a file, default `data/openapi.json`, for a client generator or `npm run lint:openapi`.
 * The gateway is built in local mode on a scratch data directory and answers one request in
 * memory: nothing listens and no upstream is called.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { loadConfig } from '../config/env.ts'
import { buildGateway } from './gateway/server.ts'

const file = process.argv[2] ?? 'data/openapi.json'
const scratch = mkdtempSync(join(tmpdir(), 'openapi-'))
try {
  const config = loadConfig({ APP_ENV: 'local', DATA_DIR: scratch, LOG_LEVEL: 'silent' })
  const gateway = await buildGateway(config, { clientDir: scratch })
  const answer = await gateway.inject({
    url: '/api/docs/json',
    authority: new URL(config.PUBLIC_ORIGIN).host,
  })
  await gateway.close()
  if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${JSON.stringify(answer.json(), null, 2)}\n`)
  console.log(`${file}: ${Object.keys(answer.json().paths).length} paths`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
