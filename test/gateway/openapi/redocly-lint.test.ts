/**
 * Redocly's recommended rules pass on the served document: no error, and warnings only of the rules
 * whose decision redocly.yaml writes down.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { lintFromString, loadConfig } from '@redocly/openapi-core'
import t from 'tap'
import { gatewayFor } from '../operations/helpers.ts'
import { fetchDocument } from './helpers.ts'

const CONFIG_PATH = join(import.meta.dirname, '../../../redocly.yaml')

/** The rules redocly.yaml keeps as warnings, each with its reason beside it. */
const decidedWarnings = () =>
  [...readFileSync(CONFIG_PATH, 'utf8').matchAll(/^ {2}([a-z0-9.-]+): warn$/gm)].map(([, rule]) => rule)

t.test('the document passes Redocly recommended with no error', async (t) => {
  const { app } = await gatewayFor(t)
  const { source } = await fetchDocument(app)
  const config = await loadConfig({ configPath: CONFIG_PATH })
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config })
  const at = (problem: (typeof problems)[number]) =>
    `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer ?? ''})`
  t.same(problems.filter((problem) => problem.severity === 'error').map(at), [], 'no errors')
  const decided = decidedWarnings()
  t.ok(decided.length > 0, 'redocly.yaml writes its decisions down')
  t.same(
    problems.filter((problem) => problem.severity === 'warn' && !decided.includes(problem.ruleId)).map(at),
    [],
    'warnings only of rules decided in redocly.yaml',
  )
})
