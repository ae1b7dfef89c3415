import type { Field } from 'payload'

import { nobody } from '@/access/nobody'

const serverOnly = { read: nobody, create: nobody, update: nobody }
const hiddenStamp = (name: string): Field => ({
  name,
  type: 'date',
  index: true,
  access: { create: nobody, update: nobody },
  admin: { hidden: true },
})

/**
 * What the stay's messages and private page keep on the booking, written by the server only:
 * the page's key and the hashes of its token (never readable through an API), when the day-before
 * and after-stay messages were made (each once), when the guest asked to cancel, and which email
 * told a group's stay it was confirmed.
 */
export const stayFields: Field[] = [
  { name: 'stayKey', type: 'text', access: serverOnly, admin: { hidden: true } },
  {
    name: 'stayTokenHash',
    type: 'text',
    index: true,
    access: serverOnly,
    admin: { hidden: true },
  },
  /**
   * The hashes of the same page's token made under a later server secret (rotated, or the database
   * restored on another host): each link ever sent keeps opening the page.
   */
  {
    name: 'laterTokenHashes',
    type: 'array',
    access: serverOnly,
    admin: { hidden: true },
    fields: [{ name: 'hash', type: 'text', required: true, index: true }],
  },
  hiddenStamp('reminderAt'),
  hiddenStamp('thanksAt'),
  hiddenStamp('cancelRequestedAt'),
  /**
   * The email job that told the guest this stay of a group is confirmed or declined: the group's
   * stays answered alike by the time it runs go in that one email, each claimed by it once.
   */
  {
    name: 'confirmationJob',
    type: 'text',
    index: true,
    access: serverOnly,
    admin: { hidden: true },
  },
]
