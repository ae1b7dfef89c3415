import type { Field } from 'payload'

import { isStaffField } from '@/access/isStaffField'
import { cms } from '@/lib/messages/cms'

/**
 * Who saved this version: every save stores the signed-in person with the content, so each entry
 * of the Versions tab names its author. Set on the server alone; a value sent with the form is
 * replaced, and a change made by the site itself (a guest's review, the seed) names nobody.
 */
export const editedByField: Field = {
  name: 'editedBy',
  label: cms.editedByLabel,
  type: 'relationship',
  relationTo: 'users',
  // Guests reading the published content never learn who on the staff wrote it.
  access: { read: isStaffField },
  admin: { position: 'sidebar', readOnly: true },
  hooks: {
    beforeChange: [({ req }) => (req.user?.collection === 'users' ? req.user.id : null)],
  },
}
