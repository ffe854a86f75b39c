/** The specification's default message when an error carries none. */
export const DEFAULT_ERROR = 'Looks like something went wrong. Please try again later.'
