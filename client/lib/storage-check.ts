/**
 * Local storage unavailable (routes specification §8): found by a test write when the app starts.
 * The browser's error name and code are recorded (and sent as an analytics event when the
 * collector allows analytics); the product goes on without storage, as every reader of it copes.
 */
import { sendAnalytics } from './analytics-beacon.ts'

export type StorageFailure = { name: string; code: number | undefined }

const TEST_KEY = 'storage-test'
let failure: StorageFailure | undefined

/** The test write; undefined when local storage works. */
export function checkLocalStorage(): StorageFailure | undefined {
  try {
    localStorage.setItem(TEST_KEY, TEST_KEY)
    localStorage.removeItem(TEST_KEY)
    failure = undefined
  } catch (error) {
    const { name = 'Error', code } = (error ?? {}) as { name?: string; code?: number }
    failure = { name, code: typeof code === 'number' ? code : undefined }
    document.documentElement.dataset.localStorage = 'unavailable'
    sendAnalytics({
      type: 'analytics',
      name: 'Local storage unavailable',
      detail: `${failure.name} ${failure.code ?? ''}`.trim(),
    })
  }
  return failure
}
