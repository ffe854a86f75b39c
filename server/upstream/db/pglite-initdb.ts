/**
 * `node --liftoff-only server/upstream/db/pglite-initdb.ts <directory>`: PGlite's initdb in a
 * directory, in a process of its own (pglite-template.ts). initdb holds three WebAssembly instances
 * at once (the cluster, the bootstrap backend and initdb itself), some 500 MB resident that a
 * WebAssembly memory never gives back; run here, the operating system takes it back at exit.
 */
import { PGlite } from '@electric-sql/pglite'
import { pgliteOptions } from './pglite-options.ts'

const directory = process.argv[2]
if (!directory) throw new Error('usage: pglite-initdb.ts <directory>')
await (await PGlite.create(directory, pgliteOptions)).close()
