import { readFileSync } from 'node:fs'
import t from 'tap'
import { EnvSchema } from '../../config/env.ts'

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')

t.test('the README configuration table lists every environment variable', async (t) => {
  for (const name of Object.keys(EnvSchema.properties)) {
    t.match(readme, new RegExp(`^\\| \`${name}\` \\|`, 'm'), name)
  }
})

t.test('the README shows the two commands', async (t) => {
  t.match(readme, 'npm install && npm start')
  t.match(readme, 'npm test')
})
