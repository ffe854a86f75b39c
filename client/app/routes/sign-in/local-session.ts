/**
 * The values the browser keeps about a signed-in collector (registration specification §4
 * Logout, step 2), and the logout-success flag that outlives the logout (step 5).
 */

/** The year-in-review id, the collector hash, the first name, the session-created date, the profile. */
const SESSION_KEYS = ['year-in-review', 'collectorHash', 'firstName', 'sessionCreated', 'profile']

export const LOGOUT_SUCCESS_KEY = 'logoutSuccess'

function forEachStorage(use: (storage: Storage) => void) {
  for (const storage of [() => localStorage, () => sessionStorage]) {
    try {
      use(storage())
    } catch {
      // Storage blocked: nothing was kept there.
    }
  }
}

export function clearLocalSession() {
  forEachStorage((storage) => {
    for (const key of SESSION_KEYS) storage.removeItem(key)
  })
}

/** Set after the logout answer: the gateway's Clear-Site-Data has already emptied storage. */
export function keepLogoutSuccess() {
  try {
    sessionStorage.setItem(LOGOUT_SUCCESS_KEY, 'true')
  } catch {
    // Storage blocked: the flag cannot be kept.
  }
}
