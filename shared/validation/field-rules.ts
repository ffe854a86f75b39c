/**
 * One implementation of every field rule of both specifications, each returning the exact
 * message or undefined. Client forms and gateway handlers import from here.
 */
export * from './address-rules.ts'
export * from './business-rules.ts'
export * from './consent-rules.ts'
export * from './date-of-birth.ts'
export * from './field-rule.ts'
export * from './form-rules.ts'
export * from './identity-rules.ts'
export * from './password-rules.ts'
export * from './person-rules.ts'
