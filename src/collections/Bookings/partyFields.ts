import type { Field } from 'payload'

import { party as text } from '@/lib/messages/party'
import { GUESTS_MAX } from '@/lib/validation/contact'

/**
 * The people in the room as the guest asked: adults and young children. `guests` stays what the
 * room is sized and priced for, which leaves out young children when the owner says they do not
 * count. Empty on stays from before these were asked.
 */
export const partyFields: Field = {
  type: 'row',
  fields: [
    {
      name: 'adults',
      label: text.adultsLabel,
      type: 'number',
      min: 0,
      max: GUESTS_MAX,
      admin: { step: 1, description: text.partyHelp },
    },
    {
      name: 'children',
      label: text.childrenStoredLabel,
      type: 'number',
      min: 0,
      max: GUESTS_MAX,
      admin: { step: 1 },
    },
  ],
}
