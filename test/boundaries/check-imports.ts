/**
 * Reads the import specifiers of TypeScript sources (static, type-only, re-exports and dynamic
 * `import()` with a string) and checks the relative ones, resolved to repository paths, against
 * IMPORT_RULES. Package imports are not resolved: no rule is about them yet.
 */
import { readdir, readFile } from 'node:fs/promises'
import { dirname, join, posix, relative, sep } from 'node:path'
import { IMPORT_RULES, type ImportRule } from './import-rules.ts'

export type Violation = { file: string; specifier: string; target: string; rule: string; why: string }

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*\s{},$]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every specifier `source` imports, in order. */
export function importsOf(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2]
    if (specifier) found.push(specifier)
  }
  return found
}

const SOURCE = /\.(ts|tsx|mts)$/
const SKIPPED = new Set(['node_modules', 'dist', 'data', '.git', 'test-artifacts'])

async function* sourceFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name)) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* sourceFiles(path)
    else if (SOURCE.test(entry.name)) yield path
  }
}

const toPosix = (path: string) => path.split(sep).join('/')

function violationsOf(
  file: string,
  specifiers: readonly string[],
  rules: readonly ImportRule[] = IMPORT_RULES,
): Violation[] {
  const found: Violation[] = []
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.')) continue
    const target = posix.normalize(posix.join(posix.dirname(file), specifier))
    for (const rule of rules) {
      const from = file.match(rule.from)
      if (!from || rule.except?.test(file)) continue
      if (rule.to(from).test(target)) found.push({ file, specifier, target, rule: rule.name, why: rule.why })
    }
  }
  return found
}

/** Every violation under `root` (the repository, or a copy of part of it) in `dirs`. */
export async function checkImports(
  root: string,
  dirs = ['client', 'shared', 'server'],
): Promise<Violation[]> {
  const found: Violation[] = []
  for (const dir of dirs) {
    for await (const path of sourceFiles(join(root, dir))) {
      const file = toPosix(relative(root, path))
      found.push(...violationsOf(file, importsOf(await readFile(path, 'utf8'))))
    }
  }
  return found
}

export const describe = (v: Violation) => `${v.file} imports '${v.specifier}' (${v.rule}: ${v.why})`

export const repositoryRoot = dirname(dirname(import.meta.dirname))
