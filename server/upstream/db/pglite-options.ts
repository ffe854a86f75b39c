/**
 * How every PGlite of the embedded store starts, initdb's included (pglite-initdb.ts).
 * PostgreSQL's own buffer cache lives in the WebAssembly memory and is filled at start: the
 * default 128 MB is most of the product's resident memory. initdb is told the same size: left to
 * itself it picks 128 MB, which grows its bootstrap backend's memory by some 60 MB for as long as
 * it runs, and writes 128 MB into the cluster's postgresql.conf. The sandbox fits in a few
 * megabytes, and reads past the cache come from the operating system's page cache.
 */
import { PGlite } from '@electric-sql/pglite'

const SHARED_BUFFERS = ['-c', 'shared_buffers=16MB']

export const pgliteOptions = {
  startParams: [...PGlite.defaultStartParams, ...SHARED_BUFFERS],
  initDbStartParams: SHARED_BUFFERS,
}
