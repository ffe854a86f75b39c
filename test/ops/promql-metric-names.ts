/**
 * The metric names a PromQL expression reads: identifiers used bare or before a `{` selector, once
 * strings, label matchers, range and subquery brackets, grouping clauses and function calls are
 * set aside. Enough for the expressions in ops/ (no `__name__` matchers), so that a test can check
 * each name against what the product exports.
 * @see https://prometheus.io/docs/prometheus/latest/querying/basics/
 */

/** Words PromQL reserves: operators and modifiers, never metric names. */
const KEYWORDS = new Set(['and', 'or', 'unless', 'bool', 'offset', 'inf', 'nan'])

const STRINGS = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`[^`]*`/g
const LABEL_MATCHERS = /\{[^}]*\}/g
const RANGES = /\[[^\]]*\]/g
const GROUPING = /\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g
// A whole identifier (not the tail of a number such as 1.5e9, nor a $variable) not followed by `(`.
const IDENTIFIER = /(?<![\w:.$])[a-zA-Z_:][\w:]*(?![\w:])(?!\s*\()/g

export function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(STRINGS, '""')
    .replace(LABEL_MATCHERS, ' ')
    .replace(RANGES, ' ')
    .replace(GROUPING, ' ')
  const names = new Set<string>()
  for (const [name] of bare.matchAll(IDENTIFIER)) if (!KEYWORDS.has(name.toLowerCase())) names.add(name)
  return [...names]
}
