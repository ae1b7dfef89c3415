import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * The keys of actions staff made offline and sent later (`src/http/actionKeys.ts`): one row per
 * key, made (unique `key`) before the action is applied, so of two sends of one key exactly one
 * applies it. The row says who sent it and what it was for, and, once applied, the answer given,
 * which every later send of the key gets again. Rows are deleted once past `expiresAt`.
 */
export const ActionKeys: CollectionConfig = {
  slug: 'action-keys',
  labels: { singular: 'Action key', plural: 'Action keys' },
  admin: { hidden: true, useAsTitle: 'key' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    /** The member of staff who sent it: `users:<id>`. */
    { name: 'sender', type: 'text', required: true },
    /** What it was for: the door, its target and a digest of the body sent. */
    { name: 'action', type: 'text', required: true },
    {
      name: 'state',
      type: 'select',
      required: true,
      defaultValue: 'applying',
      options: ['applying', 'applied', 'unknown'],
    },
    { name: 'answerStatus', type: 'number' },
    { name: 'answer', type: 'json' },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
