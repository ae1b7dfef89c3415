import type { Field } from 'payload'

/**
 * Set on photos sent from the staff portal's room form. Only those may be cleared away by the
 * unused-media job when the form was abandoned; a picture an editor uploads in /cms is kept
 * even while nothing shows it yet.
 */
export const fromRoomFormField: Field = {
  name: 'fromRoomForm',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  access: { update: () => false },
  admin: { hidden: true },
}
