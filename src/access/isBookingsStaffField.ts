import type { FieldAccess } from 'payload'

import { hasBookingsRole } from './roles'

/** For fields admins and reception read, and editors never do, such as a guest's address. */
export const isBookingsStaffField: FieldAccess = ({ req: { user } }) => hasBookingsRole(user)
