import type { Field, FieldAccess } from 'payload'

import { hasBookingsRole } from '@/access/roles'
import { HOUSEKEEPING_LABELS, HOUSEKEEPING_STATUSES } from '@/lib/bookings/housekeeping'

const bookingsStaff: FieldAccess = ({ req: { user } }) => hasBookingsRole(user)

/**
 * The room's housekeeping state, which the front desk's Today screen shows and changes. Only the
 * desk reads it (guests never see whether a room is dirty); reception changes it through
 * `POST /api/bookings/housekeeping`, since reception cannot edit rooms otherwise.
 */
export const housekeepingField: Field = {
  name: 'housekeeping',
  type: 'select',
  // Rooms made before the field had none: they read as clean.
  defaultValue: 'clean',
  options: HOUSEKEEPING_STATUSES.map((value) => ({ value, label: HOUSEKEEPING_LABELS[value] })),
  access: { read: bookingsStaff },
  admin: {
    position: 'sidebar',
    description: 'Check-out marks the room dirty; the desk marks it clean.',
  },
}
