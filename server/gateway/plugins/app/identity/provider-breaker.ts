/**
 * The identity provider's circuit breaker. A provider that hangs would cost every sign-in
 * navigation the whole identity timeout; after the first provider call that gets no answer (timed
 * out, refused, reset) the breaker opens and every sign-in step is answered at once with the
 * "Sign in is unavailable" page, without reaching the provider. While open, a probe (the
 * discovery document, on no collector's request) runs after `probeAfterMs`, doubling up to
 * `maxProbeAfterMs`: during it the breaker is half-open (still refusing); an answer closes it, no
 * answer opens it again. So the gateway recovers on its own once the provider answers.
 * Its state is the `idp` dependency's (`GET /dependencies`, `dependency_up{dependency="idp"}`).
 */
import { DependencyState } from '../../../dependencies/dependency-state.ts'
import { outsideRequest } from '../upstream/request-deadline.ts'

type BreakerPhase = 'closed' | 'open' | 'half-open'

export type ProviderBreakerOptions = {
  /** Wait before the first probe after the breaker opens; doubles after each failed probe. */
  probeAfterMs?: number
  maxProbeAfterMs?: number
}

/** A provider call refused without being made: the breaker knows the provider is down. */
class ProviderUnavailable extends Error {
  override name = 'ProviderUnavailable'
  constructor() {
    super('the identity provider is not answering (circuit open)')
  }
}

export function createProviderBreaker(
  probe: () => Promise<void>,
  { probeAfterMs = 5_000, maxProbeAfterMs = 60_000 }: ProviderBreakerOptions = {},
) {
  const state = new DependencyState('idp')
  let phase: BreakerPhase = 'closed'
  let nextProbeMs = probeAfterMs
  let timer: NodeJS.Timeout | undefined
  let closed = false

  function open() {
    phase = 'open'
    state.failed()
    if (closed) return
    const delay = nextProbeMs
    nextProbeMs = Math.min(nextProbeMs * 2, maxProbeAfterMs)
    // The probe is no request's: it must not inherit the deadline of the call that failed.
    timer = outsideRequest(() => setTimeout(runProbe, delay))
    timer.unref()
  }

  async function runProbe() {
    timer = undefined
    if (closed) return
    phase = 'half-open'
    try {
      await probe()
    } catch {
      open()
      return
    }
    phase = 'closed'
    nextProbeMs = probeAfterMs
    state.recovered()
  }

  return {
    state,
    get phase(): BreakerPhase {
      return phase
    },
    /** Whether a provider call may be made now (only while closed). */
    get available(): boolean {
      return phase === 'closed'
    },
    /** Throws ProviderUnavailable unless a provider call may be made. */
    assertAvailable(): void {
      if (phase !== 'closed') throw new ProviderUnavailable()
    },
    /** A provider call got no answer: the breaker opens (once, however many calls were in flight). */
    noAnswer(): void {
      if (phase === 'closed') open()
    },
    /** Stops the probes (the gateway is closing). */
    close(): void {
      closed = true
      clearTimeout(timer)
    },
  }
}

export type ProviderBreaker = ReturnType<typeof createProviderBreaker>
