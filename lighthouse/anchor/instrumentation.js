// Present so the anchor is built alone: without an instrumentation file of its own, Turbopack
// picks up the site's `src/instrumentation.ts` from the workspace root, and with it Payload.
export function register() {}
