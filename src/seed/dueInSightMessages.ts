import type { Payload } from 'payload'

import { DEFAULT_TEMPLATES, type StayMoment } from '@/lib/guestStay/stayMessages'
import { howToPay as howToPayText } from '@/lib/messages/howToPay'

/**
 * The default texts before messages named the deposit's deadline and the house's mobile-money
 * numbers: a house still sending one of these never chose its words, so it gets today's default.
 */
export const FORMER_DEFAULT_BODIES: Partial<Record<StayMoment, string>> = {
  confirmed:
    'Hello {name}, your stay in the {room} from {checkIn} to {checkOut} ({nights} nights, {total}) is confirmed. Reference: {reference}. Your stay’s page, with directions and payments: {link}',
  balanceDue:
    'Hello {name}, {balance} of the {total} for your stay {reference} from {checkIn} is still to pay. Pay on arrival, or ask us for mobile money details. Your stay’s page: {link}',
}

/**
 * Moves each stay message still worded as the former default to today's; a text an admin edited
 * is kept as they wrote it. Answers how many messages it moved (0 changes nothing).
 */
export async function moveDefaultMessages(payload: Payload): Promise<number> {
  const saved = await payload.findGlobal({ slug: 'stay-messages', depth: 0, overrideAccess: true })
  const moved = (Object.keys(FORMER_DEFAULT_BODIES) as StayMoment[]).filter(
    (moment) => saved[moment]?.body === FORMER_DEFAULT_BODIES[moment],
  )
  if (!moved.length) return 0
  await payload.updateGlobal({
    slug: 'stay-messages',
    data: Object.fromEntries(
      moved.map((moment) => [
        moment,
        { subject: saved[moment]?.subject, body: DEFAULT_TEMPLATES[moment].body },
      ]),
    ),
    overrideAccess: true,
  })
  payload.logger.info(howToPayText.defaultMessagesMoved(moved.length))
  return moved.length
}
