/**
 * Keys with an expiry, held in process memory: the single-process stand-in for Redis `SET ... EX`
 * used by the single-use store and the session denylist when REDIS_URL is unset. Bounded, so
 * that a flood of distinct keys cannot exhaust memory: when full (after pruning) `set` refuses
 * and the caller fails closed.
 */
export type ExpiringKeysOptions = { maxEntries: number; now: () => number }

export class ExpiringKeys {
  #entries = new Map<string, { value: string; expiresAt: number }>()
  #maxEntries: number
  #now: () => number

  constructor(options: ExpiringKeysOptions) {
    this.#maxEntries = options.maxEntries
    this.#now = options.now
  }

  get size() {
    return this.#entries.size
  }

  get(key: string): string | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.#now()) {
      this.#entries.delete(key)
      return undefined
    }
    return entry.value
  }

  /** Like Redis `SET key value EX ttl [NX]`; false when NX finds the key or the map is full. */
  set(key: string, value: string, ttlSeconds: number, onlyIfAbsent = false): boolean {
    if (onlyIfAbsent && this.get(key) !== undefined) return false
    if (!this.#entries.has(key) && this.#entries.size >= this.#maxEntries) {
      this.prune()
      if (this.#entries.size >= this.#maxEntries) return false
    }
    this.#entries.set(key, { value, expiresAt: this.#now() + ttlSeconds * 1000 })
    return true
  }

  prune() {
    const now = this.#now()
    for (const [key, entry] of this.#entries) {
      if (entry.expiresAt <= now) this.#entries.delete(key)
    }
  }

  /** Prunes every `intervalMs` without keeping the process alive; returns the stop function. */
  startPruning(intervalMs: number): () => void {
    const timer = setInterval(() => this.prune(), intervalMs)
    timer.unref()
    return () => clearInterval(timer)
  }
}
