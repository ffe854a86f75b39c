/**
 * The operators' files under ops/, read as Prometheus and Grafana read them: the alert rules, the
 * scrape configuration, and the dashboard's panels with their queries.
 */
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'

export const repoFile = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8')

export type AlertRule = {
  alert: string
  expr: string
  for?: string
  labels?: Record<string, string>
  annotations?: Record<string, string>
}

export function alertRules(): AlertRule[] {
  const { groups } = parse(repoFile('ops/prometheus/alerts.yml')) as { groups: Array<{ rules: AlertRule[] }> }
  return groups.flatMap((group) => group.rules)
}

type ScrapeConfig = { job_name: string; static_configs: Array<{ targets: string[] }> }

export function prometheusConfig() {
  return parse(repoFile('ops/prometheus/prometheus.yml')) as {
    rule_files: string[]
    scrape_configs: ScrapeConfig[]
  }
}

type Datasource = { type: string; uid: string }
export type Panel = {
  type: string
  title: string
  datasource?: Datasource
  targets?: Array<{ expr: string; datasource?: Datasource }>
  panels?: Panel[]
}
export type Dashboard = {
  uid: string
  schemaVersion: number
  panels: Panel[]
  templating: { list: Array<{ name: string; type: string; query: unknown; datasource?: Datasource }> }
}

export const dashboard = () => JSON.parse(repoFile('ops/grafana/dashboards/loyalty-web.json')) as Dashboard

/** Every panel that draws something (rows hold panels only when collapsed). */
export const dataPanels = (board: Dashboard): Panel[] =>
  board.panels.flatMap((panel) => (panel.type === 'row' ? (panel.panels ?? []) : [panel]))

// Grafana's `label_values(selector, label)`: the selector is PromQL, the label is not a metric.
const LABEL_VALUES = /^label_values\((.*),\s*\w+\)$/

/** Every PromQL the dashboard runs: its panels' queries and its query variables' selectors. */
export function dashboardQueries(board: Dashboard): string[] {
  const panels = dataPanels(board).flatMap((panel) => (panel.targets ?? []).map((target) => target.expr))
  const variables = board.templating.list.flatMap((variable) =>
    variable.type === 'query'
      ? [(variable.query as { query: string }).query.replace(LABEL_VALUES, '$1')]
      : [],
  )
  return [...panels, ...variables]
}
