import { isAdminField } from '@/access/isAdmin'

/**
 * Where guests call and write, what a stay costs up front and where they pay it: a changed number
 * or deposit sends guests' money and calls elsewhere, so admins alone set these. An editor's /cms
 * shows them read-only, and a value an editor sends anyway is dropped.
 */
export const adminsOnly = { update: isAdminField }
