import type { Access } from 'payload'

/** Written only by the server's own hooks, never through any API. */
export const nobody: Access = () => false
