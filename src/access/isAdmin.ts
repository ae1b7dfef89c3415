import type { Access, FieldAccess } from 'payload'

import { hasAdminRole } from './roles'

export const isAdmin: Access = ({ req: { user } }) => hasAdminRole(user)

export const isAdminField: FieldAccess = ({ req: { user } }) => hasAdminRole(user)
