/**
 * The gateway's operations as the contract names them: every endpoint exported from a
 * `shared/contract/<family>.ts` module in an `<family>Api` object, keyed by method and path, with
 * the name `<family>.<key>` (`offersApi.list` → `offers.list`). The OpenAPI document takes each
 * operation's `operationId` from here, so a route gets its id from the declaration it is registered
 * from, and renaming a declaration is the only way to change one.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Endpoint } from '../../../shared/contract/endpoint.ts'

export type ContractOperation = { operationId: string; endpoint: Endpoint }

const CONTRACT_DIR = join(import.meta.dirname, '../../../shared/contract')
const API_EXPORT = /^([a-z][A-Za-z0-9]*)Api$/

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).url === 'string' &&
  typeof (value as Endpoint).response === 'object'

/** `GET /api/offers/:offerId`: one key per route, as the route inventory names it. */
export const operationKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`

async function loadContractOperations(): Promise<ReadonlyMap<string, ContractOperation>> {
  // The family modules only: the upstream's declarations (`upstream/`) are not the gateway's.
  const files = readdirSync(CONTRACT_DIR).filter((file) => file.endsWith('.ts'))
  const operations = new Map<string, ContractOperation>()
  for (const file of files.sort()) {
    const module: Record<string, unknown> = await import(join(CONTRACT_DIR, file))
    for (const [exportName, value] of Object.entries(module)) {
      const family = API_EXPORT.exec(exportName)?.[1]
      if (family === undefined || typeof value !== 'object' || value === null) continue
      for (const [name, endpoint] of Object.entries(value)) {
        if (!isEndpoint(endpoint)) continue
        const key = operationKey(endpoint.method, endpoint.url)
        const operationId = `${family}.${name}`
        const taken = operations.get(key)
        if (taken && taken.endpoint !== endpoint)
          throw new Error(`${key} is declared twice: ${taken.operationId} and ${operationId}`)
        if (!taken) operations.set(key, { operationId, endpoint })
      }
    }
  }
  return operations
}

/** Every contract endpoint of the gateway, by `METHOD url`. */
export const contractOperations = await loadContractOperations()
