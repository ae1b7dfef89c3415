// The anchor's empty instrumentation, for the same reason: without one, Turbopack picks up the
// site's `src/instrumentation.ts` from the workspace root, and with it Payload.
export { register } from '../anchor/instrumentation.js'
