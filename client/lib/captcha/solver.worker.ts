/**
 * Web Worker entry: solves one challenge per message off the main thread, so the page stays
 * responsive while the proof of work runs. Built as its own bundle (see worker-build.ts).
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Web_Workers_API/Using_web_workers
 */
import { type SolverRequest, type SolverResponse, solveToPayload } from './solve-challenge.ts'

self.addEventListener('message', async (event: MessageEvent<SolverRequest>) => {
  let response: SolverResponse
  try {
    response = { payload: await solveToPayload(event.data.challenge) }
  } catch (error) {
    response = { error: error instanceof Error ? error.message : String(error) }
  }
  self.postMessage(response)
})
