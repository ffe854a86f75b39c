/**
 * The chaos bench's accounting, apart from the processes so that it can be tested on its own: which
 * answers fell inside each dependency's outage window and which outside, and how long after the
 * dependency's return the first good answer came.
 *
 * A window runs from the moment the dependency is stopped to the first good probe (a whole sign-in,
 * then a signed-in call) started after it is back: the product is counted as recovered only once it
 * answers the calls that need the dependency again. Without such a probe before the next outage, the
 * window runs on to that outage (or the end of the run), and its recovery is null.
 */

/** One answer of the load: when it came (ms), and whether it was good (2xx). */
export type LoadAnswer = { at: number; ok: boolean }
/** One probe: when it was sent, when it ended, and whether every step of it was good. */
export type ProbeAnswer = { sentAt: number; at: number; ok: boolean }
/** A dependency stopped at `stoppedAt` and answering again (ready) at `returnedAt`. */
export type Outage = { dependency: string; stoppedAt: number; returnedAt: number }

export type OutageFigures = {
  dependency: string
  outageSeconds: number
  /** Load errors from the stop to the recovery. */
  errorsInWindow: number
  answersInWindow: number
  /** From the return to the end of the first good probe sent after it; null if none came. */
  recoverySeconds: number | null
}

export type ChaosAccount = {
  outages: OutageFigures[]
  /** Load errors outside every window (goal: zero). */
  errorsOutside: number
  answersOutside: number
}

const seconds = (ms: number) => Math.round(ms / 100) / 10

export function accountOutages(
  load: readonly LoadAnswer[],
  probes: readonly ProbeAnswer[],
  outages: readonly Outage[],
): ChaosAccount {
  const ordered = [...outages].sort((a, b) => a.stoppedAt - b.stoppedAt)
  const windows = ordered.map((outage, index) => {
    const nextStop = ordered[index + 1]?.stoppedAt ?? Number.POSITIVE_INFINITY
    // A good probe that ends after the next stop says nothing of this dependency's recovery.
    const recovered = probes
      .filter((probe) => probe.ok && probe.sentAt >= outage.returnedAt && probe.at <= nextStop)
      .reduce<number | undefined>(
        (first, probe) => (first === undefined ? probe.at : Math.min(first, probe.at)),
        undefined,
      )
    return { outage, recovered, end: recovered ?? nextStop }
  })
  // An answer at the very moment of a stop belongs to the window that stop opens.
  const windowOf = (at: number) => windows.findLast(({ outage, end }) => at >= outage.stoppedAt && at <= end)
  const counts = windows.map(() => ({ answers: 0, errors: 0 }))
  let answersOutside = 0
  let errorsOutside = 0
  for (const answer of load) {
    const window = windowOf(answer.at)
    if (window) {
      const count = counts[windows.indexOf(window)]
      if (count) {
        count.answers++
        if (!answer.ok) count.errors++
      }
    } else {
      answersOutside++
      if (!answer.ok) errorsOutside++
    }
  }
  return {
    outages: windows.map(({ outage, recovered }, index) => ({
      dependency: outage.dependency,
      outageSeconds: seconds(outage.returnedAt - outage.stoppedAt),
      errorsInWindow: counts[index]?.errors ?? 0,
      answersInWindow: counts[index]?.answers ?? 0,
      recoverySeconds: recovered === undefined ? null : seconds(recovered - outage.returnedAt),
    })),
    errorsOutside,
    answersOutside,
  }
}
