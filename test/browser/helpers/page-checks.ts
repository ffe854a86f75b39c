/** What every page must get right: no console errors, no CSP violations, no serious axe findings. */
import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import axe from 'axe-core'
import type { Page } from 'playwright-core'

export const SCREENSHOT_DIR = join(import.meta.dirname, '../../../test-artifacts/screenshots')

export type PageProblems = { consoleErrors: string[]; cspViolations: string[] }

/**
 * Collects console errors, uncaught exceptions and Content-Security-Policy violations. Violations are
 * reported through a binding from a listener installed before any page script runs.
 */
export async function watchPage(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { consoleErrors: [], cspViolations: [] }
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(message.text())
  })
  page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`))
  await page.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    problems.cspViolations.push(violation)
  })
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return problems
}

export type AxeFinding = { id: string; impact: string; help: string; targets: string[] }

/**
 * axe-core's serious and critical findings on the page as it is now. axe is put in the page once per
 * document and asked for violations only: @axe-core/playwright injects it again on every call and
 * finishes each run in a new tab, about ten times the CPU of the checks themselves.
 * @see https://github.com/dequelabs/axe-core/blob/develop/doc/API.md#options-parameter (resultTypes)
 */
export async function seriousAxeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const { violations } = await page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] }),
  )
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }))
}

/**
 * axe-core's serious and critical findings at a phone (390 px) and a desktop (1280 px) width; the
 * page is left at the desktop width the suite's contexts start with.
 */
export async function seriousAxeFindingsAtBothWidths(page: Page): Promise<AxeFinding[]> {
  const findings: AxeFinding[] = []
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
    findings.push(...(await seriousAxeFindings(page)))
  }
  return findings
}

/** Full-page screenshot at a phone (390 px) and a desktop (1280 px) width, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<string[]> {
  await mkdir(SCREENSHOT_DIR, { recursive: true })
  const files: string[] = []
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width < 768 ? 844 : 800 })
    const file = join(SCREENSHOT_DIR, `${name}-${width}.png`)
    await page.screenshot({ path: file, fullPage: true })
    files.push(file)
  }
  return files
}
