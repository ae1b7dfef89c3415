import type { Field, GlobalConfig } from 'payload'

import { hiddenFromReception } from '@/access/hiddenFromReception'
import { isAdmin } from '@/access/isAdmin'
import { isStaff } from '@/access/isStaff'
import { updatedByField } from '@/fields/updatedBy'
import {
  DEFAULT_TEMPLATES,
  PLACEHOLDERS,
  STAY_MOMENT_LABELS,
  STAY_MOMENTS,
  templateProblem,
} from '@/lib/guestStay/stayMessages'

const check = (value: unknown) => templateProblem(value) ?? true

const PLACEHOLDER_HELP = `Placeholders: ${PLACEHOLDERS.map((word) => `{${word}}`).join(' ')}. {depositDueBy} is a sentence naming the deposit still due and its deadline (nothing when none is due); {howToPay} names the house’s mobile-money numbers and the reference to quote (nothing when nothing is due). Emails say “guest” for {name}: they never repeat what was typed in the request form.`

const moment = (name: (typeof STAY_MOMENTS)[number]): Field => ({
  name,
  label: STAY_MOMENT_LABELS[name],
  type: 'group',
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      defaultValue: DEFAULT_TEMPLATES[name].subject,
      validate: check,
      admin: { description: 'The email’s subject.' },
    },
    {
      name: 'body',
      type: 'textarea',
      required: true,
      defaultValue: DEFAULT_TEMPLATES[name].body,
      validate: check,
      admin: { description: PLACEHOLDER_HELP },
    },
  ],
})

/**
 * The guests' messages at each moment of a stay, in the owner's words: sent by email from the
 * house's address and offered to staff as a WhatsApp message. They tell guests how and where to
 * pay, so admins alone change them, and every change is kept as a version naming who made it.
 * Editors may read them; Preview shows each with a sample stay.
 */
export const StayMessages: GlobalConfig = {
  slug: 'stay-messages',
  label: 'Stay messages',
  admin: {
    hidden: hiddenFromReception,
    group: 'Content',
    description:
      'What guests are told when a stay is confirmed, declined, cancelled or lapses, when money is due, the day before arrival and after check-out. Admins change them; each change is kept with who made it.',
    preview: () => '/preview/stay-messages',
  },
  access: { read: isStaff, readVersions: isAdmin, update: isAdmin },
  versions: { max: 50 },
  fields: [...STAY_MOMENTS.map(moment), updatedByField],
}
