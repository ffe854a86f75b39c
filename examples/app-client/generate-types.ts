/**
 * `node examples/app-client/generate-types.ts <gateway URL | document.json>`: the TypeScript types
 * of the operations this app calls, generated with openapi-typescript from the gateway's OpenAPI
 * document (`/api/docs/json` on preprod), written to `api.d.ts` beside this file. Only the paths
 * the app calls are kept: the whole document's types are some 900 KB.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import openapiTS, { type OpenAPI3 } from 'openapi-typescript'

/** The operations the app calls: a change to any of them shows in the generated file. */
export const APP_PATHS = [
  '/api/card/balance',
  '/api/offers',
  '/api/offers/{offerId}',
  '/api/offers/{offerId}/state',
]

export const TYPES_FILE = join(import.meta.dirname, 'api.d.ts')

/** The document with the app's paths only. */
function appOperations(document: OpenAPI3): OpenAPI3 {
  const missing = APP_PATHS.filter((path) => !document.paths?.[path])
  if (missing.length > 0) throw new Error(`the document lacks ${missing.join(', ')}`)
  const paths = Object.fromEntries(
    APP_PATHS.flatMap((path) => Object.entries(document.paths ?? {}).filter(([name]) => name === path)),
  )
  return { ...document, paths }
}

export async function generateTypes(document: OpenAPI3): Promise<string> {
  return openapiTS(appOperations(document), { exportType: false })
}

async function readDocument(source: string): Promise<OpenAPI3> {
  if (!/^https?:/.test(source)) return JSON.parse(readFileSync(source, 'utf8')) as OpenAPI3
  const response = await fetch(new URL('/api/docs/json', source))
  if (!response.ok) throw new Error(`${source}/api/docs/json answered ${response.status}`)
  return (await response.json()) as OpenAPI3
}

if (import.meta.main) {
  const source = process.argv[2]
  if (!source) throw new Error('usage: generate-types.ts <gateway URL | document.json>')
  writeFileSync(TYPES_FILE, await generateTypes(await readDocument(source)))
  console.log(`${TYPES_FILE} written`)
}
