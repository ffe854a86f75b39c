/**
 * The import boundaries of test/boundaries/import-rules.ts hold over the repository, and the check
 * fires on a planted violation of each rule (a copy in a temporary directory, so the
 * working tree is never touched).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import t from 'tap'
import { checkImports, describe, importsOf, repositoryRoot } from './check-imports.ts'

t.test('no file crosses a boundary', async (t) => {
  const found = await checkImports(repositoryRoot)
  t.strictSame(found.map(describe), [], 'every import is allowed')
})

t.test('the import reader finds every form of import', async (t) => {
  const source = [
    "import { a } from './a.ts'",
    "import type { B } from '../b.ts'",
    "import './c.css'",
    "export { d } from './d.ts'",
    "export * from './e.ts'",
    'import {\n  f,\n  type G,\n} from "./f.ts"',
    "const h = () => import('./h.tsx')",
    "import React from 'react'",
  ].join('\n')
  t.strictSame(importsOf(source), [
    './a.ts',
    '../b.ts',
    './c.css',
    './d.ts',
    './e.ts',
    './f.ts',
    './h.tsx',
    'react',
  ])
})

const planted: Record<string, { source: string; rule: string }> = {
  'client/features/sign-in/components/planted.tsx': {
    source: "import { StepLayout } from '../../registration/components/step-layout.tsx'\n",
    rule: 'feature-to-feature',
  },
  'client/features/registration/api/planted.ts': {
    source: "export { BRANDING } from '../../../../config/branding.ts'\n",
    rule: 'client-no-config-or-server',
  },
  'client/lib/planted.ts': {
    source: "const load = () => import('../../server/gateway/app.ts')\n",
    rule: 'client-no-config-or-server',
  },
  'client/components/planted.tsx': {
    source: "import type { ScreenProps } from '../app/screen-props.ts'\n",
    rule: 'app-composes-only',
  },
  'client/components/ui/planted.tsx': {
    source: "import { useJourney } from '../../features/registration/hooks/use-journey.ts'\n",
    rule: 'shared-parts-are-feature-agnostic',
  },
  'shared/planted.ts': {
    source: "import { api } from '../client/lib/api-client.ts'\n",
    rule: 'shared-stands-alone',
  },
  'server/gateway/routes/api/temp-card/planted.ts': {
    source: "import { guard } from '../registration/replies.ts'\n",
    rule: 'route-area-to-route-area',
  },
  'server/gateway/plugins/app/planted.ts': {
    source: "import { createCollectorRepository } from '../../../upstream/collectors/repository.ts'\n",
    rule: 'gateway-not-upstream',
  },
  'server/upstream/vouchers/routes/planted.ts': {
    source: "import { Refusal } from '../../../gateway/errors/refusal.ts'\n",
    rule: 'upstream-not-gateway',
  },
  // Allowed: inside one feature or route area, and the client's build scripts (they run in Node).
  'server/gateway/routes/api/login/allowed.ts': {
    source: "import { tooManyAttempts } from './card-login.ts'\n",
    rule: '',
  },
  'client/features/registration/components/allowed.tsx': {
    source: "import { useJourney } from '../hooks/use-journey.ts'\n",
    rule: '',
  },
  'client/build/allowed.ts': { source: "import { BRANDING } from '../../config/branding.ts'\n", rule: '' },
}

t.test('planted violations are refused, naming the file and the import', async (t) => {
  const root = t.testdir({})
  for (const [file, { source }] of Object.entries(planted)) {
    await mkdir(dirname(join(root, file)), { recursive: true })
    await writeFile(join(root, file), source)
  }
  const found = await checkImports(root)
  const byFile = Object.fromEntries(found.map((violation) => [violation.file, violation]))
  for (const [file, { source, rule }] of Object.entries(planted)) {
    const violation = byFile[file]
    if (!rule) {
      t.notOk(violation, `${file} is allowed`)
      continue
    }
    t.equal(violation?.rule, rule, `${file}: ${rule}`)
    t.ok(source.includes(`'${violation?.specifier}'`), `${file}: names the import`)
    if (violation) t.match(describe(violation), `${file} imports '${violation.specifier}'`)
  }
  t.equal(found.length, Object.values(planted).filter(({ rule }) => rule).length, 'nothing else')
})
