import type { Access } from 'payload'

import { hasStaffRole } from './roles'

export const isStaff: Access = ({ req: { user } }) => hasStaffRole(user)
