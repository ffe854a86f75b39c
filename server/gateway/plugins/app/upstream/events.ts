/**
 * The events calls: one method per call, each a declaration of `shared/contract/upstream/events.ts`
 * over the content API's client. Events are catalogue data; the year in review is the collector's.
 */
import * as events from '../../../../../shared/contract/upstream/events.ts'
import { createCaller } from './call.ts'
import type { CallContext, RestClient } from './rest-client.ts'

export function createEventsClient(rest: RestClient) {
  const { call } = createCaller(rest)
  return {
    current: (context: CallContext = {}) => call(events.currentEvents, context),
    event: (id: string, context: CallContext = {}) => call(events.event, { ...context, params: { id } }),
    /** `GET homepage pod skinnyevent/{id}` (spec §7). */
    skinnyEvent: (id: string, context: CallContext = {}) =>
      call(events.skinnyEvent, { ...context, params: { id } }),
    yearInReview: (accessToken: string, year: number, id: string, context: CallContext = {}) =>
      call(events.yearInReview, { ...context, params: { year, id }, token: accessToken }),
  }
}
