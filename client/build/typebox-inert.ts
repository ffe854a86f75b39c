/**
 * Stands in for TypeBox in the browser bundle. The contract modules in shared/ build their schemas
 * at import time, but only the gateway validates with them: the client reads endpoint methods, URLs,
 * constants and (at compile time) types. Every builder call returns this same inert value, which
 * keeps about 19 KB gzip of schema builders off every page. Anything that tried to validate with it
 * in the browser would find no schema to validate against (test/client/build.test.ts checks none does).
 */
const inert: unknown = new Proxy(() => inert, {
  get: (_target, key) => (key === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
})

export default inert
export const Type = inert
