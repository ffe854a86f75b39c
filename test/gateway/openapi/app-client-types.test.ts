/**
 * The app example's generated types (examples/app-client/api.d.ts, committed so the example type
 * checks with the project) are what openapi-typescript generates from today's document: a change
 * to an operation the app calls fails here until the types are generated again
 * (`node examples/app-client/generate-types.ts <document>`), and then the example's type check
 * shows what the change breaks.
 */
import { readFileSync } from 'node:fs'
import type { OpenAPI3 } from 'openapi-typescript'
import t from 'tap'
import { generateTypes, TYPES_FILE } from '../../../examples/app-client/generate-types.ts'
import { gatewayFor } from '../operations/helpers.ts'
import { fetchDocument } from './helpers.ts'

t.test('the committed types are the document’s, regenerated', async (t) => {
  const { app } = await gatewayFor(t)
  const { doc } = await fetchDocument(app)
  const generated = await generateTypes(doc as unknown as OpenAPI3)
  t.ok(generated.includes('"offers.changeState"'), 'the operations by their operationId')
  t.equal(generated, readFileSync(TYPES_FILE, 'utf8'), 'regenerating gives the committed file')
})
