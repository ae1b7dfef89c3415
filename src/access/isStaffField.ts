import type { FieldAccess } from 'payload'

import { hasStaffRole } from './roles'

/** For fields only staff may read, such as who made a document. */
export const isStaffField: FieldAccess = ({ req: { user } }) => hasStaffRole(user)
