import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * One row per scheduled task and period (e.g. the calendar import at 10:15), made by whichever
 * app instance queues that period's job. The unique `key` lets exactly one instance win, so a
 * scheduled task is queued once per period however many instances run. Rows are deleted a day
 * after their period.
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
