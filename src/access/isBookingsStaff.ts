import type { Access } from 'payload'

import { hasBookingsRole } from './roles'

/** Bookings, payments and blocks: admins and reception only, through every door. */
export const isBookingsStaff: Access = ({ req: { user } }) => hasBookingsRole(user)
