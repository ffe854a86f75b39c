/**
 * `fastify.registrationJobs`: completes each submitted registration REGISTRATION_COMPLETE_MS after
 * it was submitted (a timer), and on demand when its status is read; timers stop with the server.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import fp from 'fastify-plugin'
import { completeIfDue } from '../registration/complete.ts'

type RegistrationJobs = {
  /** Runs the completion after the configured delay. */
  schedule(authToken: string): void
  /** Completes now when due; the status route calls it before reading. */
  completeIfDue(authToken: string): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    registrationJobs: RegistrationJobs
  }
}

export default fp(
  async (fastify) => {
    const delayMs = fastify.config.REGISTRATION_COMPLETE_MS
    const timers = new Set<NodeJS.Timeout>()
    let closing = false
    const run = async (authToken: string) => {
      if (closing) return
      await completeIfDue(fastify.db, authToken, { delayMs })
    }
    fastify.decorate('registrationJobs', {
      schedule(authToken: string) {
        const timer = setTimeout(() => {
          timers.delete(timer)
          run(authToken).catch((error) => fastify.log.error({ err: error }, 'registration completion failed'))
        }, delayMs)
        timers.add(timer)
      },
      completeIfDue: run,
    })
    fastify.addHook('onClose', async () => {
      closing = true
      for (const timer of timers) clearTimeout(timer)
    })
  },
  { name: 'registration-jobs', dependencies: ['db'] },
)
