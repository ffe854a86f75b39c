import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import t from 'tap'
import { EnvSchema } from '../../config/env.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const readme = readFileSync(join(root, 'README.md'), 'utf8')
const configuration = readFileSync(join(root, 'docs/configuration.md'), 'utf8')

// The README is a page: what the product is, the commands, the demo collectors, where to read on.
const README_MAX_LINES = 150

t.test('the configuration page lists every environment variable', async (t) => {
  for (const name of Object.keys(EnvSchema.properties)) {
    t.match(configuration, new RegExp(`^\\| \`${name}\` \\|`, 'm'), name)
  }
})

t.test('the README shows the two commands', async (t) => {
  t.match(readme, 'npm install && npm start')
  t.match(readme, 'npm test')
})

t.test('the README fits on a page', async (t) => {
  const lines = readme.trimEnd().split('\n').length
  t.ok(lines <= README_MAX_LINES, `${lines} lines, at most ${README_MAX_LINES}`)
})

const pages = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
]

t.test('the README links every docs page', async (t) => {
  for (const page of pages.filter((page) => page !== 'README.md')) t.match(readme, `](${page})`, page)
})

t.test('every relative link of the README and the docs points at a file that exists', async (t) => {
  for (const page of pages) {
    const text = readFileSync(join(root, page), 'utf8')
    // Markdown links and images: [text](target) and ![alt](target); a target with a scheme is not a file.
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '')
    const files = targets.filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('#'))
    for (const target of files) {
      const file = join(root, dirname(page), decodeURIComponent(target.split('#')[0] ?? ''))
      t.ok(existsSync(file), `${page} → ${target}`)
    }
  }
})
