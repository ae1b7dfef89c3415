export * from './availability'
export * from './payments'
export * from './reference'
export * from './status'
