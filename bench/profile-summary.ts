/**
 * Where a process's CPU time went: the functions with the most self time in a V8 CPU profile
 * (`node --cpu-prof`, as bench/production-load.ts --profile writes one per part), and the share
 * of each module (`node_modules` package, or the product's own file).
 * `node bench/profile-summary.ts <file.cpuprofile> [--top 25]`
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

type ProfileNode = {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const percent = (part: number, whole: number) => Math.round((1000 * part) / whole) / 10

/** `node_modules/<package>` (scoped too), the product's path, or V8's own (no URL). */
function moduleOf(url: string): string {
  if (!url) return '(V8 and native)'
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (inPackage) return inPackage[1] ?? url
  if (url.startsWith('node:')) return url
  const product = /\/(server|shared|config)\/(.+)$/.exec(url)
  return product ? `${product[1]}/${product[2]}` : url
}

export function summariseProfile(profile: CpuProfile, top = 25) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMicros = new Map<number, number>()
  profile.samples.forEach((id, index) => {
    selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0))
  })
  const total = [...selfMicros.values()].reduce((sum, value) => sum + value, 0)
  const functions = new Map<string, number>()
  const modules = new Map<string, number>()
  for (const [id, micros] of selfMicros) {
    const frame = byId.get(id)?.callFrame
    if (!frame) continue
    const name = `${frame.functionName || '(anonymous)'} ${moduleOf(frame.url)}:${frame.lineNumber + 1}`
    functions.set(name, (functions.get(name) ?? 0) + micros)
    const module = moduleOf(frame.url)
    modules.set(module, (modules.get(module) ?? 0) + micros)
  }
  const ranked = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, percent: percent(micros, total), ms: Math.round(micros / 1000) }))
  return {
    sampledSeconds: Math.round(total / 1e5) / 10,
    topFunctions: ranked(functions),
    topModules: ranked(modules),
  }
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { top: { type: 'string', default: '25' } },
  })
  for (const file of positionals) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
    console.log(JSON.stringify({ file, ...summariseProfile(profile, Number(values.top)) }, null, 2))
  }
}
