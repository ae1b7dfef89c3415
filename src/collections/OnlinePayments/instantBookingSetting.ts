import type { Field } from 'payload'

import { isAdminField } from '@/access/isAdmin'
import { onlinePayments as text } from '@/lib/messages/onlinePayments'

/**
 * The owner's choice to let a request that pays its deposit online be confirmed at once, when its
 * nights are still free. A house setting in site settings' Bookings tab; admins alone change it.
 */
export const instantBookingField: Field = {
  name: 'instantBooking',
  label: text.instantBookingLabel,
  type: 'checkbox',
  defaultValue: false,
  access: { update: isAdminField },
  admin: { description: text.instantBookingHelp },
}
