import type { CollectionConfig } from 'payload'

import { isAdmin } from '@/access/isAdmin'
import { nobody } from '@/access/nobody'

/**
 * When each scheduled task last ran to the end, one row per task, written by the server as the
 * task succeeds (Payload deletes a job once it is done, so the queue keeps no trace). The health
 * check reads it to tell a task that stopped running.
 */
export const TaskRuns: CollectionConfig = {
  slug: 'task-runs',
  labels: { singular: 'Task run', plural: 'Task runs' },
  admin: { hidden: true, useAsTitle: 'task' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'task', type: 'text', required: true, unique: true, index: true },
    { name: 'ranAt', type: 'date', required: true },
  ],
}
