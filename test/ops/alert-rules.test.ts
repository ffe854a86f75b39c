/**
 * The alert rules an operator is promised (docs/operations.md): one for each failure the product
 * knows, each held for a while before it fires, with a severity, words for the page, and a runbook
 * section that exists.
 */
import t from 'tap'
import { alertRules, repoFile } from './ops-files.ts'

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\w\- ]/g, '')
    .replace(/ /g, '-')

const anchors = new Set(
  [...repoFile('docs/operations.md').matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) =>
    anchorOf(heading ?? ''),
  ),
)
const rules = alertRules()

t.test('an alert for each failure docs/operations.md names', async (t) => {
  t.same(
    rules.map((rule) => rule.alert),
    [
      'PostgreSQLUnavailable',
      'UpstreamUnreachable',
      'RedisDown',
      'IdentityProviderUnavailable',
      'DegradedAnswersRising',
      'HighServerErrorRatio',
      'EventLoopDelayHigh',
      'MemoryHigh',
      'TargetDown',
    ],
  )
  t.match(rules.find((rule) => rule.alert === 'RedisDown')?.expr, /dependency_up\{dependency="redis"\} == 0/)
  t.match(rules.find((rule) => rule.alert === 'IdentityProviderUnavailable')?.expr, /dependency="idp"/)
  t.match(rules.find((rule) => rule.alert === 'PostgreSQLUnavailable')?.expr, /status="503"/)
  t.equal(rules.find((rule) => rule.alert === 'TargetDown')?.expr, 'up == 0')
})

for (const rule of rules) {
  t.test(rule.alert, async (t) => {
    t.match(rule.for, /^\d+[smh]$/, 'held before it fires')
    t.match(rule.labels?.severity, /^(critical|warning)$/, 'a severity')
    t.ok(rule.annotations?.summary, 'a summary')
    t.ok(rule.annotations?.description, 'a description')
    const [, anchor] = /^docs\/operations\.md#(.+)$/.exec(rule.annotations?.runbook_url ?? '') ?? []
    t.ok(
      anchor && anchors.has(anchor),
      `runbook_url ${rule.annotations?.runbook_url} is a heading of docs/operations.md`,
    )
    t.equal(anchor, rule.alert.toLowerCase(), 'the section is named after the alert')
  })
}
