import type { PayloadRequest } from 'payload'

/**
 * Tells the account and every admin, once, that the account has reached its ceiling of failed
 * sign-ins: the owner learns of the guessing, and why the account may not open elsewhere.
 */
export async function queueLockNotice(req: PayloadRequest, account: string): Promise<void> {
  const { docs: admins } = await req.payload.find({
    collection: 'users',
    where: { role: { equals: 'admin' } },
    select: { email: true },
    limit: 50,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const recipients = new Set([account, ...admins.map((admin) => admin.email.toLowerCase())])
  const lockedAt = new Date().toISOString()
  for (const to of recipients) {
    await req.payload.jobs.queue({
      task: 'sendAccountEmail',
      input: { notice: 'signInLocked', to, account, changedAt: lockedAt },
      req,
    })
  }
}
