/**
 * Free text holds no control characters: C0 other than tab, line feed and carriage return (a
 * pasted or typed paragraph), DEL and C1. A NUL reached PostgreSQL as an error (a 502 and
 * error-level logs), and none of them is ever typed. The gateway applies it to every string of
 * every request (plugins/app/request-values.ts); the message is the one the page shows.
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/

export const CONTROL_CHARACTER_MESSAGE =
  'This text has a hidden character we cannot accept. Remove it, or type the text again.'

export const hasControlCharacter = (text: string) => CONTROL_CHARACTER.test(text)
