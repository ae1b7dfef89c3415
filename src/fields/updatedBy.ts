import type { Field } from 'payload'

import { isStaffField } from '@/access/isStaffField'
import { nobody } from '@/access/nobody'

/**
 * Who saved a document last, set by the server from the session and kept in each version, so a
 * change is traced to the account that made it. Nobody can type it: a value sent is dropped.
 */
export const updatedByField: Field = {
  name: 'updatedBy',
  type: 'relationship',
  relationTo: 'users',
  access: { read: isStaffField, create: nobody, update: nobody },
  hooks: { beforeChange: [({ req, value }) => req.user?.id ?? value] },
  admin: { readOnly: true, position: 'sidebar', description: 'Who saved this version.' },
}
