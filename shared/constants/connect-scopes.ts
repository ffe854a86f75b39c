/**
 * What a partner may ask for when it connects to a collector's account (`/nectar-connect/index.htm?scope=`),
 * each with the words the consent page shows. `{partner}` is the partner's name.
 */
export const CONNECT_SCOPES = {
  card: 'Your card number, so {partner} can add points to your card',
  profile: 'Your first name, so {partner} can greet you',
} as const

export type ConnectScope = keyof typeof CONNECT_SCOPES

export const isConnectScope = (value: string): value is ConnectScope => Object.hasOwn(CONNECT_SCOPES, value)
