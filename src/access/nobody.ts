import type { Access, FieldAccess } from 'payload'

/**
 * Nobody, through any API: for documents and fields written only by the server's own hooks, and
 * for what is never read back. One rule for collections and fields alike.
 */
export const nobody: Access & FieldAccess = () => false
