/**
 * Collectors' feedback behind `POST /feedback`. Routes call these methods (through
 * `fastify.feedbackRepository`) and never write SQL.
 * @see https://github.com/fastify/demo/blob/main/src/plugins/app/tasks/tasks-repository.ts
 */
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Feedback } from '../../../shared/contract/feedback.ts'
import type { FeedbackTables } from './schema.ts'

export function createFeedbackRepository(db: Kysely<FeedbackTables>) {
  return {
    /** Stores the feedback as it was written; answers its id. */
    add: async (collectorId: string, feedback: Feedback): Promise<string> => {
      const id = randomUUID()
      await db
        .insertInto('feedback')
        .values({
          id,
          collector_id: collectorId,
          kind: feedback.kind,
          route: feedback.route,
          subject: feedback.subject ?? null,
          text: feedback.text,
        })
        .execute()
      return id
    },
    /** A collector's feedback, newest first (what an operator reads; the tests read it too). */
    of: (collectorId: string) =>
      db
        .selectFrom('feedback')
        .select(['id', 'kind', 'route', 'subject', 'text', 'created_at'])
        .where('collector_id', '=', collectorId)
        .orderBy('created_at', 'desc')
        .execute(),
  }
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>
