import type { CollectionConfig } from 'payload'

import { nobody } from '@/access/nobody'

/**
 * Rate-limit counters when they live in SQLite: one row per limit and client key for the current
 * window, counted up in place by one atomic update, so every app instance on the database shares
 * them. Rows whose window ended an hour ago are deleted as the limits are used. (On MongoDB the
 * counters live in its own `rate_limits` collection; with REDIS_URL, in Redis.)
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  labels: { singular: 'Rate-limit counter', plural: 'Rate-limit counters' },
  admin: { hidden: true, useAsTitle: 'key' },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  timestamps: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'points', type: 'number', required: true },
    /** When the window ends; empty for a counter that never expires. */
    { name: 'expiresAt', type: 'date', index: true },
  ],
}
