import type { CollectionBeforeChangeHook } from 'payload'

import { Refusal } from '@/http/refusal'
import { guestRegister as text } from '@/lib/messages/guestRegister'

import { readRegisterSettings } from '../registerParts'

/**
 * When the owner requires the register at check-in, a stay goes from confirmed to checked in only
 * once a guest of it is registered, whichever door the step came through (the desk, /cms, REST).
 * When the owner asks for a reminder only, Today names the stays not registered yet.
 */
export const registerAtCheckIn: CollectionBeforeChangeHook = async ({
  data,
  originalDoc,
  operation,
  req,
}) => {
  if (operation !== 'update') return data
  if (data.status !== 'checked-in' || originalDoc?.status !== 'confirmed') return data
  const { atCheckIn } = await readRegisterSettings(req)
  if (atCheckIn !== 'require') return data
  const registered = await req.payload.count({
    collection: 'guest-registrations',
    where: { booking: { equals: String(originalDoc.id) } },
    overrideAccess: true,
    req,
  })
  if (registered.totalDocs === 0) throw new Refusal(text.registerBeforeCheckIn, 409)
  return data
}
