/** Reads esbuild's metafile: which files an entry loads, and under which URL. */
import { join, relative } from 'node:path'
import type { Metafile } from 'esbuild'

export type Outputs = {
  /** URL of the output built from `entry` (a path relative to the repository root). */
  url(entry: string): string | undefined
  /** URL of the CSS bundle of `entry`. */
  cssUrl(entry: string): string | undefined
  /** URLs of the JS chunks `entry` imports statically (transitively), the entry's own output excluded. */
  staticImports(entry: string): string[]
}

export function readOutputs(metafile: Metafile, cwd: string, outdir: string): Outputs {
  const toUrl = (output: string) => `/${relative(outdir, join(cwd, output)).split('\\').join('/')}`
  const outputFor = (entry: string) =>
    Object.keys(metafile.outputs).find(
      (key) => metafile.outputs[key]?.entryPoint === entry && key.endsWith('.js'),
    )

  const closure = (start: string) => {
    const seen = new Set<string>()
    const visit = (output: string) => {
      for (const imported of metafile.outputs[output]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || seen.has(imported.path)) continue
        seen.add(imported.path)
        visit(imported.path)
      }
    }
    visit(start)
    return [...seen]
  }

  return {
    url: (entry) => {
      const output = outputFor(entry)
      return output ? toUrl(output) : undefined
    },
    cssUrl: (entry) => {
      const output = outputFor(entry)
      const css = output ? metafile.outputs[output]?.cssBundle : undefined
      return css ? toUrl(css) : undefined
    },
    staticImports: (entry) => {
      const output = outputFor(entry)
      return output ? closure(output).map(toUrl) : []
    },
  }
}
