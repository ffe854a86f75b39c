/**
 * What this replica knows of one shared dependency (Redis, the identity provider `idp`): up or
 * down, since when, and when it last failed. Read by the fallbacks (how long a degraded answer may still be given), `/healthz?detail`
 * and the `dependency_up` metric.
 */
export type DependencyReport = { up: boolean; downForSeconds?: number; lastFailureSecondsAgo?: number }

export class DependencyState {
  readonly name: string
  #now: () => number
  #downSince: number | undefined
  #lastFailure: number | undefined
  #listeners: Array<(up: boolean) => void> = []
  #degradedListeners: Array<(use: string) => void> = []

  constructor(name: string, now: () => number = Date.now) {
    this.name = name
    this.#now = now
  }

  get up(): boolean {
    return this.#downSince === undefined
  }

  /** Milliseconds since the dependency went down (0 while it is up). */
  get downForMs(): number {
    return this.#downSince === undefined ? 0 : this.#now() - this.#downSince
  }

  /** A command failed or the connection closed: down from now, unless it already was. */
  failed(): void {
    const now = this.#now()
    this.#lastFailure = now
    if (this.#downSince !== undefined) return
    this.#downSince = now
    for (const listener of this.#listeners) listener(false)
  }

  recovered(): void {
    if (this.#downSince === undefined) return
    this.#downSince = undefined
    for (const listener of this.#listeners) listener(true)
  }

  onChange(listener: (up: boolean) => void): void {
    this.#listeners.push(listener)
  }

  /** An answer given without the dependency (`use` names what fell back: `session-revocation`, …). */
  degraded(use: string): void {
    for (const listener of this.#degradedListeners) listener(use)
  }

  onDegraded(listener: (use: string) => void): void {
    this.#degradedListeners.push(listener)
  }

  report(): DependencyReport {
    const now = this.#now()
    return {
      up: this.up,
      ...(this.#downSince !== undefined && { downForSeconds: Math.round((now - this.#downSince) / 1000) }),
      ...(this.#lastFailure !== undefined && {
        lastFailureSecondsAgo: Math.round((now - this.#lastFailure) / 1000),
      }),
    }
  }
}
