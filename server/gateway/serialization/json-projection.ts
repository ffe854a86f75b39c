/**
 * A response schema compiled into a projection: a function that copies a value into plain objects
 * and arrays holding exactly what the schema declares, checking each value against its declared
 * type, so that the native JSON.stringify of the copy gives the same text as fast-json-stringify
 * (Fastify's serializer) gives for the value. A value the projection cannot vouch for (a type the
 * serializer would coerce, a missing required property, a Date, a toJSON, a getter that throws)
 * gives NOT_PROJECTED, and so does every value of a schema using a keyword it does not handle
 * (compileProjection returns undefined): the caller then serializes with fast-json-stringify.
 *
 * The projection also tells whether it left out anything the value holds or added anything it does
 * not (an undeclared property, a default): `changes.lossy`. A lossless projection of an upstream
 * answer means the upstream's own bytes say the same (upstream-json.ts).
 *
 * Why: on a large answer fast-json-stringify escapes every string in JavaScript and builds the text
 * piece by piece; V8's JSON.stringify does both natively and gives one flat string.
 * @see https://github.com/fastify/fast-json-stringify/blob/main/lib/projection.js (the same idea,
 *   there only for runtimes with V8's newer JSON.stringify)
 */

import { isUtcTimestamp } from '../plugins/app/upstream/date-time-format.ts'

export const NOT_PROJECTED: unique symbol = Symbol('not projected')
/** What a projection reports besides its copy. */
type Changes = { lossy: boolean }
export type Projection = (value: unknown, changes?: Changes) => unknown

type Schema = Record<string, unknown>

/** Keywords that never change fast-json-stringify's output: annotations and pure validation. */
const IGNORED = new Set([
  'title',
  'description',
  '$comment',
  'examples',
  'deprecated',
  'readOnly',
  'writeOnly',
  'minLength',
  'maxLength',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
])
/** Keywords from which fast-json-stringify infers a type the schema does not state. */
const TYPE_HINTS = [
  'properties',
  'required',
  'additionalProperties',
  'patternProperties',
  'maxProperties',
  'minProperties',
  'dependencies',
  'items',
  'additionalItems',
  'maxItems',
  'minItems',
  'uniqueItems',
  'contains',
  'maxLength',
  'minLength',
  'pattern',
  'multipleOf',
  'maximum',
  'exclusiveMaximum',
  'minimum',
  'exclusiveMinimum',
]
const PRIMITIVE_TYPES = new Set(['string', 'number', 'integer', 'boolean', 'null'])
/** Keywords that choose how a value is written before its type does. */
const DISPATCH = new Set(['anyOf', 'oneOf', 'allOf', 'const', 'enum', 'if', '$ref'])
/** An object key JavaScript may order before the others (an array index): a copy could reorder it. */
const ARRAY_INDEX = /^(?:0|[1-9]\d*)$/

class Unsupported extends Error {}

/**
 * A copy lists array-index keys first, in ascending order, whatever order it was built in: the
 * copy writes the same text as fast-json-stringify only if the schema writes them that way too.
 */
function indexKeysLeadInOrder(names: readonly string[]) {
  const indexes = names.filter((name) => ARRAY_INDEX.test(name))
  return indexes.every(
    (name, at) => names[at] === name && (at === 0 || Number(indexes[at - 1]) < Number(name)),
  )
}

const isSchema = (value: unknown): value is Schema =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isPrimitive = (value: unknown) =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

function allow(schema: Schema, keywords: readonly string[]) {
  for (const key of Object.keys(schema)) {
    if (!keywords.includes(key) && !IGNORED.has(key)) throw new Unsupported(key)
  }
}

/** Generated source, one function per object or array of the schema. */
class Emitter {
  readonly functions: string[] = []
  readonly constants: unknown[] = []

  /** Without copies, objects and arrays are checked and given back as they are (a conformance check). */
  readonly copies: boolean

  constructor(copies = true) {
    this.copies = copies
  }

  constant(value: unknown): string {
    this.constants.push(value)
    return `K[${this.constants.length - 1}]`
  }

  define(body: string): string {
    const name = `f${this.functions.length}`
    this.functions.push(`function ${name}(v) {\n${body}\n}`)
    return name
  }

  /** An expression giving the projected value of `x` (a variable name), or throwing MISMATCH. */
  value(schema: unknown, x: string): string {
    if (!isSchema(schema)) throw new Unsupported('boolean schema')
    const { type } = schema
    if (schema.nullable === true) {
      const { nullable: _, ...base } = schema
      if (typeof type !== 'string' || type === 'null' || Object.keys(base).some((key) => DISPATCH.has(key)))
        throw new Unsupported('nullable')
      return `(${x} === null ? null : ${this.value(base, x)})`
    }
    if (schema.anyOf !== undefined || schema.oneOf !== undefined) return this.union(schema, x)
    if (schema.const !== undefined) {
      allow(schema, ['const', 'type', 'default'])
      if (!isPrimitive(schema.const) || Array.isArray(type)) throw new Unsupported('const')
      return `(${x} === ${this.constant(schema.const)} ? ${x} : mismatch())`
    }
    if (schema.enum !== undefined) {
      allow(schema, ['enum', 'type', 'default', 'format'])
      const values = schema.enum
      if (!Array.isArray(values) || !values.every(isPrimitive)) throw new Unsupported('enum')
      // With a type, a value is written as that type: only values already of it are kept as they are.
      // Without one, it is written by JSON.stringify, unless a keyword implies a type.
      const typed =
        type === undefined
          ? !TYPE_HINTS.some((keyword) => keyword in schema)
          : (type === 'string' || type === 'number' || type === 'boolean') &&
            values.every((value) => typeof value === type)
      if (!typed || schema.format === 'unsafe') throw new Unsupported('enum type')
      return `(${this.constant(new Set(values))}.has(${x}) ? ${x} : mismatch())`
    }
    if (Array.isArray(type)) return this.typeList(schema, type, x)
    switch (type) {
      case 'object':
        return `${this.object(schema)}(${x})`
      case 'array':
        return `${this.array(schema)}(${x})`
      case 'string':
        allow(schema, ['type', 'format', 'default'])
        // 'unsafe' writes the string without escaping it.
        if (schema.format === 'unsafe') throw new Unsupported('format unsafe')
        return `(typeof ${x} === 'string' ? ${x} : mismatch())`
      case 'number':
      case 'integer':
      case 'boolean':
      case 'null':
        allow(schema, ['type', 'default'])
        return `(${PRIMITIVE_CHECKS[type](x)} ? ${x} : mismatch())`
      case undefined:
        // No type: fast-json-stringify writes JSON.stringify(value), unless a keyword implies one.
        if (TYPE_HINTS.some((keyword) => keyword in schema)) throw new Unsupported('implied type')
        allow(schema, ['default'])
        return `(${x} !== undefined && typeof ${x} !== 'function' && typeof ${x} !== 'symbol' ? ${x} : mismatch())`
      default:
        throw new Unsupported(`type ${String(type)}`)
    }
  }

  /** `type: ['string', 'null']` and the like: primitives only, each kept as it is. */
  typeList(schema: Schema, types: unknown[], x: string): string {
    allow(schema, ['type', 'default'])
    if (!types.every((type) => typeof type === 'string' && PRIMITIVE_TYPES.has(type)))
      throw new Unsupported('type list')
    const checks = (types as (keyof typeof PRIMITIVE_CHECKS)[]).map((type) => PRIMITIVE_CHECKS[type](x))
    return `(${checks.join(' || ')} ? ${x} : mismatch())`
  }

  /**
   * anyOf/oneOf: fast-json-stringify writes the value with the first branch that validates it. Only
   * branches whose validation is a plain type, const or enum test are handled, so the choice is
   * exactly that test; each such branch writes the value as it is.
   */
  union(schema: Schema, x: string): string {
    const key = schema.anyOf !== undefined ? 'anyOf' : 'oneOf'
    allow(schema, [key, 'default'])
    const branches = schema[key]
    if (!Array.isArray(branches) || branches.length === 0) throw new Unsupported(key)
    const tests = branches.map((branch) => {
      if (!isSchema(branch)) throw new Unsupported(`${key} branch`)
      for (const keyword of Object.keys(branch)) {
        if (!['type', 'const', 'enum', 'format', 'title', 'description', '$comment'].includes(keyword))
          throw new Unsupported(`${key} branch keyword ${keyword}`)
      }
      const { type } = branch
      if (branch.format !== undefined) {
        // A format takes part in choosing the branch. Only date-time strings in the one form every
        // upstream writes (toISOString's) are taken here, a form any date-time check accepts; any
        // other string is left to fast-json-stringify.
        if (type !== 'string' || branch.format !== 'date-time') throw new Unsupported(`${key} branch format`)
        return `typeof ${x} === 'string' && ${this.constant(isUtcTimestamp)}(${x})`
      }
      if (branch.const !== undefined) {
        if (!isPrimitive(branch.const)) throw new Unsupported('const')
        return `${x} === ${this.constant(branch.const)}`
      }
      if (branch.enum !== undefined) {
        if (!Array.isArray(branch.enum) || !branch.enum.every(isPrimitive)) throw new Unsupported('enum')
        return `${this.constant(new Set(branch.enum))}.has(${x})`
      }
      // Numbers are left out: whether a branch accepts NaN or Infinity is the validator's business.
      if (type === 'string' || type === 'boolean' || type === 'null') return PRIMITIVE_CHECKS[type](x)
      throw new Unsupported(`${key} branch type ${String(type)}`)
    })
    return `(${tests.map((test) => `(${test})`).join(' || ')} ? ${x} : mismatch())`
  }

  object(schema: Schema): string {
    allow(schema, ['type', 'properties', 'required', 'patternProperties', 'additionalProperties', 'default'])
    const properties = schema.properties ?? {}
    const required = schema.required ?? []
    if (!isSchema(properties) || !Array.isArray(required)) throw new Unsupported('properties')
    const names = Object.keys(properties)
    if (names.includes('__proto__')) throw new Unsupported('property __proto__')
    // fast-json-stringify writes the required properties first, each group in schema order.
    const ordered = [
      ...names.filter((name) => required.includes(name)),
      ...names.filter((name) => !required.includes(name)),
    ]
    if (!indexKeysLeadInOrder(ordered)) throw new Unsupported('array-index property out of order')
    const lines = [
      `if (typeof v !== 'object' || v === null || Array.isArray(v) || typeof v.toJSON === 'function') return mismatch()`,
    ]
    for (const name of required) {
      if (typeof name !== 'string') throw new Unsupported('required')
      if (!names.includes(name)) lines.push(`if (v[${JSON.stringify(name)}] === undefined) return mismatch()`)
    }
    const fields: string[] = []
    ordered.forEach((name, index) => {
      const property = properties[name]
      const raw = `p${index}`
      const projected = `q${index}`
      lines.push(`const ${raw} = v[${JSON.stringify(name)}]`)
      const value = this.value(property, raw)
      const fallback =
        isSchema(property) && property.default !== undefined
          ? `(C.lossy = true, ${this.constant(property.default)})`
          : required.includes(name)
            ? 'mismatch()'
            : 'undefined'
      // An undefined property is left out by both serializers.
      lines.push(`const ${projected} = ${raw} === undefined ? ${fallback} : ${value}`)
      fields.push(`${JSON.stringify(name)}: ${projected}`)
    })
    const extras = this.extras(schema, names)
    if (extras === undefined) {
      // Properties beyond the declared ones are left out: count what the value holds.
      const present = ordered.map((_, index) => `(p${index} === undefined ? 0 : 1)`).join(' + ') || '0'
      // for…in is the cheaper count, but not over array-index keys: V8 enumerates those slowly.
      const count = names.some((name) => ARRAY_INDEX.test(name))
        ? ['const n = Object.keys(v).length']
        : ['let n = 0', 'for (const k in v) n += 1']
      lines.push(...count, `if (n !== ${present}) C.lossy = true`)
      lines.push(this.copies ? `return { ${fields.join(', ')} }` : 'return v')
    } else if (names.length === 0) {
      lines.push(extras.record)
    } else {
      lines.push(`const out = { ${fields.join(', ')} }`, extras.appended, 'return out')
    }
    return this.define(lines.join('\n'))
  }

  /**
   * Properties beyond the declared ones, as fast-json-stringify writes them: each key in
   * Object.keys order, the first matching pattern's schema, else additionalProperties; undefined,
   * functions and symbols left out, as JSON.stringify leaves them out. A record whose every value
   * stays as it is comes back as the same object: no copy to make.
   */
  extras(schema: Schema, declared: string[]): { record: string; appended: string } | undefined {
    const patterns = schema.patternProperties ?? {}
    const additional = schema.additionalProperties
    if (!isSchema(patterns)) throw new Unsupported('patternProperties')
    const patternKeys = Object.keys(patterns)
    if (patternKeys.length === 0 && (additional === undefined || additional === false)) return undefined
    const branches = patternKeys.map(
      (pattern) =>
        `if (${this.constant(new RegExp(pattern))}.test(k)) y = ${this.value(patterns[pattern], 'x')}`,
    )
    if (additional === true) branches.push('y = x')
    else if (isSchema(additional)) branches.push(`y = ${this.value(additional, 'x')}`)
    else if (additional !== undefined && additional !== false) throw new Unsupported('additionalProperties')
    const skipped = declared.map((name) => `k === ${JSON.stringify(name)}`)
    const skip = skipped.length > 0 ? `if (${skipped.join(' || ')}) continue\n  ` : ''
    const loop = (onValue: string) => `for (const k of Object.keys(v)) {
  ${skip}const x = v[k]
  if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue
  let y = DROP
  ${branches.join('\n  else ')}
  ${onValue}
}`
    // Appended after declared properties, an array-index key would move ahead of them.
    const appended = loop(
      `if (y === DROP) { C.lossy = true; continue }\n  if (k === '__proto__' || ARRAY_INDEX.test(k)) return mismatch()\n  out[k] = y`,
    )
    // Checked first without copying: copying a record keyed by numbers is what costs.
    const record = `const proto = Object.getPrototypeOf(v)
if (proto === Object.prototype || proto === null) {
  let same = true
  ${loop('if (y !== x) { same = false; break }')}
  if (same) return v
}
const out = {}
${loop("if (y === DROP) { C.lossy = true; continue }\n  if (k === '__proto__') return mismatch()\n  out[k] = y")}
return out`
    return { record, appended }
  }

  array(schema: Schema): string {
    allow(schema, ['type', 'items', 'default'])
    const items = schema.items ?? {}
    if (Array.isArray(items)) throw new Unsupported('tuple')
    const item = this.value(items, 'x')
    return this.define(`if (!Array.isArray(v)) return mismatch()
const n = v.length
${this.copies ? 'const out = new Array(n)' : ''}
for (let i = 0; i < n; i++) {
  const x = v[i]
  ${this.copies ? `out[i] = ${item}` : `void ${item}`}
}
return ${this.copies ? 'out' : 'v'}`)
  }
}

/** What each primitive type accepts without a coercion: fast-json-stringify writes these as JSON.stringify does. */
const PRIMITIVE_CHECKS = {
  string: (x: string) => `typeof ${x} === 'string'`,
  // NaN is an error there; Infinity is written null by both.
  number: (x: string) => `(typeof ${x} === 'number' && ${x} === ${x})`,
  integer: (x: string) => `Number.isInteger(${x})`,
  boolean: (x: string) => `typeof ${x} === 'boolean'`,
  null: (x: string) => `${x} === null`,
}

const MISMATCH = Symbol('mismatch')
const DROP = Symbol('drop')

/** The projection of a schema, or undefined when the schema uses what it does not handle. */
export function compileProjection(schema: unknown): Projection | undefined {
  return compile(schema, new Emitter())
}

/**
 * Whether a value holds exactly what its projection would keep: every declared property of its
 * declared type, nothing undeclared, no default to add. The projection's checks without its copy;
 * undefined when the schema uses what the projection does not handle.
 */
export function compileConformance(schema: unknown): ((value: unknown) => boolean) | undefined {
  const check = compile(schema, new Emitter(false))
  if (!check) return undefined
  return (value) => {
    const changes = { lossy: false }
    return check(value, changes) !== NOT_PROJECTED && !changes.lossy
  }
}

function compile(schema: unknown, emitter: Emitter): Projection | undefined {
  let root: string
  try {
    root = emitter.value(schema, 'value')
  } catch (error) {
    if (error instanceof Unsupported) return undefined
    throw error
  }
  const source = `let C
${emitter.functions.join('\n')}
return function project(value, changes = { lossy: false }) {
  C = changes
  try {
    return ${root}
  } catch (error) {
    return NOT_PROJECTED
  }
}`
  // Generated from the schema's structure only: names and values enter as JSON literals or constants.
  const build = new Function('K', 'mismatch', 'DROP', 'ARRAY_INDEX', 'NOT_PROJECTED', source)
  const mismatch = () => {
    throw MISMATCH
  }
  return build(emitter.constants, mismatch, DROP, ARRAY_INDEX, NOT_PROJECTED) as Projection
}
