/**
 * Header names both hops use (routes specification §7): the device id a call carries while the
 * device-id switch is on, and the hotels session token a successful answer may carry.
 */
export const DEVICE_ID_HEADER = 'device-id'
export const HOTELS_SESSION_HEADER = 'x-hotels-session-token'
