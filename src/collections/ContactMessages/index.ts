import type { CollectionConfig, Field } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'
import { ROOM_TYPES } from '@/lib/validation/contact'

const emailStatusField = (name: string, label: string): Field => ({
  name,
  label,
  type: 'select',
  required: true,
  defaultValue: 'pending',
  options: [
    { label: 'Waiting to send', value: 'pending' },
    { label: 'Sent', value: 'sent' },
    { label: 'Captured locally (no SMTP configured)', value: 'captured' },
    { label: 'Failed, will retry', value: 'retrying' },
    { label: 'Not sent: this address had enough acknowledgements today', value: 'skipped' },
  ],
  admin: { readOnly: true },
})

/**
 * Every message sent through the contact form, stored before any email is tried so nothing is lost
 * when the mail server is down. Only the contact endpoint creates them.
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  defaultSort: '-createdAt',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'houseEmailStatus', 'createdAt'],
    group: 'Guests',
    description:
      'Messages sent through the contact page, kept even when the email to the house failed, with whether each email went.',
  },
  access: {
    read: isAdmin,
    create: nobody,
    update: isAdmin,
    delete: isAdmin,
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
        { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
        { name: 'phone', type: 'text', admin: { readOnly: true } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'checkIn', type: 'text', admin: { readOnly: true, description: 'YYYY-MM-DD' } },
        { name: 'checkOut', type: 'text', admin: { readOnly: true, description: 'YYYY-MM-DD' } },
        { name: 'guests', type: 'text', admin: { readOnly: true } },
        {
          name: 'roomType',
          type: 'select',
          options: ROOM_TYPES.map((value) => ({ label: value, value })),
          admin: { readOnly: true },
        },
      ],
    },
    { name: 'subject', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'message', type: 'textarea', required: true, admin: { readOnly: true } },
    {
      type: 'collapsible',
      label: 'Email delivery',
      fields: [
        emailStatusField('houseEmailStatus', 'Email to the house'),
        emailStatusField('guestEmailStatus', 'Acknowledgement to the guest'),
        { name: 'lastEmailError', type: 'text', admin: { readOnly: true } },
        {
          // Plain text, not a JSON field: the admin's code editor would load from a CDN.
          name: 'capturedEmails',
          type: 'textarea',
          admin: {
            readOnly: true,
            rows: 12,
            description: 'Emails kept here instead of sent, when no SMTP server is configured.',
          },
        },
      ],
    },
  ],
}
