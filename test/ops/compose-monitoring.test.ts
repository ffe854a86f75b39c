/**
 * `docker-compose up` loads the operators' files: Prometheus mounts its configuration and the alert
 * rules where the configuration names them and scrapes every gateway's operator port; Grafana
 * mounts its provisioning, whose data source is that Prometheus and whose dashboard provider reads
 * the mounted dashboards.
 */
import { existsSync } from 'node:fs'
import t from 'tap'
import { parse } from 'yaml'
import { dashboard, dataPanels, prometheusConfig, repoFile } from './ops-files.ts'

type Service = {
  image?: string
  volumes?: string[]
  ports?: string[]
  environment?: Record<string, string>
}
const compose = parse(repoFile('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>
}
const { services } = compose

/** Where each host path is mounted in the service, host paths relative to the repository. */
function mounts(service: Service | undefined): Map<string, string> {
  return new Map(
    (service?.volumes ?? []).map((volume) => {
      const [host = '', inside = ''] = volume.split(':')
      return [host.replace(/^\.\//, ''), inside]
    }),
  )
}

t.test('official images with pinned tags, published on loopback only', async (t) => {
  for (const [name, image] of [
    ['prometheus', /^prom\/prometheus:v\d+\.\d+\.\d+$/],
    ['grafana', /^grafana\/grafana:\d+\.\d+\.\d+$/],
  ] as const) {
    t.match(services[name]?.image, image, `${name}: a pinned official image`)
    for (const port of services[name]?.ports ?? [])
      t.match(port, /^127\.0\.0\.1:/, `${name}: ${port} on loopback`)
  }
})

t.test('Prometheus mounts its configuration and the rules it names', async (t) => {
  const prometheus = mounts(services.prometheus)
  t.equal(prometheus.get('ops/prometheus/prometheus.yml'), '/etc/prometheus/prometheus.yml')
  t.same(prometheusConfig().rule_files, [prometheus.get('ops/prometheus/alerts.yml')])
  for (const host of prometheus.keys())
    t.ok(existsSync(new URL(`../../${host}`, import.meta.url)), `${host} exists`)
})

t.test("Prometheus scrapes each gateway's operator port, as the compose file runs them", async (t) => {
  const gateways = Object.entries(services)
    .filter(([, service]) => service.environment?.METRICS_PORT)
    .map(([name, service]) => `${name}:${service.environment?.METRICS_PORT}`)
  t.same(gateways, ['gateway-1:9464', 'gateway-2:9464'])
  const targets = prometheusConfig().scrape_configs.flatMap((job) =>
    job.static_configs.flatMap((config) => config.targets),
  )
  t.same(targets, gateways)
})

t.test('Grafana is provisioned with that Prometheus and the dashboard', async (t) => {
  const grafana = mounts(services.grafana)
  t.equal(grafana.get('ops/grafana/provisioning'), '/etc/grafana/provisioning')
  const { datasources } = parse(repoFile('ops/grafana/provisioning/datasources/prometheus.yml')) as {
    datasources: Array<{ type: string; url: string; uid: string }>
  }
  t.match(datasources, [{ type: 'prometheus', url: 'http://prometheus:9090' }])
  const { providers } = parse(repoFile('ops/grafana/provisioning/dashboards/loyalty-web.yml')) as {
    providers: Array<{ type: string; options: { path: string } }>
  }
  t.equal(
    grafana.get('ops/grafana/dashboards'),
    providers[0]?.options.path,
    'the provider reads the mounted dashboards',
  )
  const board = dashboard()
  t.ok(board.schemaVersion >= 39, 'a recent dashboard schema')
  const datasource = board.templating.list.find((variable) => variable.type === 'datasource')
  t.match(datasource, { name: 'datasource', query: 'prometheus' }, 'the data source is chosen by a variable')
  // Grafana's variable syntax, not a JavaScript template.
  const chosen = { type: 'prometheus', uid: '$' + '{datasource}' }
  for (const panel of dataPanels(board)) {
    t.same(panel.datasource, chosen, `${panel.title}: that data source`)
    t.ok(panel.targets?.length, `${panel.title}: queries`)
  }
})
