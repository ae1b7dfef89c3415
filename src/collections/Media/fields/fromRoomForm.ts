import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Set on photos sent from the staff portal's room form, and cleared (for good) once the
 * unused-media job finds content using the photo. Only flagged photos may be cleared away by that
 * job when the form was abandoned; a picture an editor uploads in /cms is kept even while nothing
 * shows it yet, and so is a room-form photo once content has used it.
 */
export const fromRoomFormField: Field = {
  name: 'fromRoomForm',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  access: { update: nobody },
  admin: { hidden: true },
}
