/** shared/ runs in the browser and on the gateway: it imports only typebox and itself. */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import t from 'tap'

const root = join(import.meta.dirname, '../../shared')
const files = (readdirSync(root, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .map((file) => join(root, file))

t.ok(files.length > 20, 'found the shared sources')

for (const file of files) {
  const name = relative(root, file)
  const source = readFileSync(file, 'utf8')
  t.test(name, async (t) => {
    const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/gu)].map(
      (match) => match[1] ?? '',
    )
    for (const specifier of specifiers) {
      t.ok(
        specifier.startsWith('./') || specifier.startsWith('../') || /^typebox(\/[a-z]+)?$/u.test(specifier),
        `${name} imports ${specifier}`,
      )
      if (specifier.startsWith('../')) {
        t.ok(
          !join(file, '..', specifier).startsWith(join(root, '..', 'config')),
          `${name} does not import config`,
        )
      }
    }
    // Comments and plain string literals are words, not code ('A spend document by name').
    const code = source
      .replaceAll(/\/\*[\s\S]*?\*\/|\/\/.*$/gmu, '')
      .replaceAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"/gu, "''")
    for (const global of [
      'process',
      'Buffer',
      'require',
      'window',
      'document',
      'localStorage',
      'sessionStorage',
      '__dirname',
    ]) {
      t.notMatch(code, new RegExp(`\\b${global}\\b`, 'u'), `${name} does not use ${global}`)
    }
  })
}
