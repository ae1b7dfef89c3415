import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Claims the instances share, each a row with a unique `key` that exactly one instance can make:
 * a scheduled task's period (e.g. the calendar import at 10:15), so it is queued once however many
 * instances run; the data conversions a start runs (`src/seed/conversions.ts`); and an hour's
 * alert of one kind of server error (`src/services/alerts.ts`). Rows are deleted once past
 * `expiresAt`.
 */
export const ScheduleClaims: CollectionConfig = {
  slug: 'schedule-claims',
  labels: { singular: 'Schedule claim', plural: 'Schedule claims' },
  admin: { hidden: true, useAsTitle: 'key' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
