import type { CollectionAfterChangeHook } from 'payload'

import type { User } from '@/payload-types'

/**
 * When an account's email changes, its old address is told (a queued email, so the change never
 * waits on the mail server): if someone else made the change, the owner hears of it while the
 * admin can still set it back.
 */
export const tellOldAddress: CollectionAfterChangeHook<User> = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  const before = previousDoc?.email?.trim()
  if (!before || before.toLowerCase() === doc.email.trim().toLowerCase()) return doc
  await req.payload.jobs.queue({
    task: 'sendAccountEmail',
    input: { to: before, changedAt: new Date().toISOString() },
    req,
  })
  return doc
}
