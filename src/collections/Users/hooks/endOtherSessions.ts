import type { CollectionAfterChangeHook } from 'payload'

import { PASSWORD_CHANGED } from './checkNewCredentials'

type Session = { id: string }

/**
 * A new password ends every other session of the account: whoever learned the old one is signed
 * out. The session that made the change stays signed in.
 */
export const endOtherSessions: CollectionAfterChangeHook = async ({
  context,
  doc,
  operation,
  req,
}) => {
  if (operation !== 'update' || !context[PASSWORD_CHANGED]) return doc
  const stored = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: doc.id } },
    req,
  })) as { sessions?: Session[] } | null
  const own = req.user && String(req.user.id) === String(doc.id)
  const keep = own ? (req.user as { _sid?: string })._sid : undefined
  const sessions = (stored?.sessions ?? []).filter((session) => session.id === keep)
  await req.payload.db.updateOne({
    collection: 'users',
    id: doc.id,
    data: { sessions },
    req,
    returning: false,
  })
  return doc
}
