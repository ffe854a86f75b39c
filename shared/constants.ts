/**
 * The business constants of both specifications (section 9), one import for client and
 * gateway. Split by theme under constants/.
 */
export * from './constants/catalogue.ts'
export * from './constants/journey.ts'
export * from './constants/limits.ts'
export * from './constants/states.ts'
export * from './constants/timings.ts'
