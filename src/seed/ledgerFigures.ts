import { createLocalReq, type Payload } from 'payload'

import { setStayFigure } from '@/collections/Ledger/stayFigures'
import { MESSAGES } from '@/lib/messages'
import { relationId } from '@/lib/relationId'

/**
 * Gives each stay made before prices and deposits were ledger entries an opening `price` entry
 * (and a `deposit` entry where it requires one) holding what the booking says now, so every stay's
 * ledger starts from a price. Runs once, as a data conversion after the payments moved into the ledger,
 * through Payload so SQLite and MongoDB end the same; a stay that has a price entry is left alone,
 * so a second start, or one resuming a start stopped halfway, writes nothing twice. Answers how
 * many stays it opened.
 */
export async function openStayFigures(payload: Payload): Promise<number> {
  const figures = await payload.find({
    collection: 'ledger',
    where: { kind: { in: ['price', 'deposit'] } },
    pagination: false,
    depth: 0,
    select: { booking: true, kind: true },
    overrideAccess: true,
  })
  const has = (kind: string) =>
    new Set(
      figures.docs.filter((entry) => entry.kind === kind).map((entry) => relationId(entry.booking)),
    )
  const have = has('price')
  const deposited = has('deposit')
  const stays = await payload.find({
    collection: 'bookings',
    pagination: false,
    depth: 0,
    select: { price: true, deposit: true },
    sort: 'createdAt',
    overrideAccess: true,
  })
  const open = stays.docs.filter((stay) => !have.has(String(stay.id)))
  if (!open.length) return 0
  const req = await createLocalReq({}, payload)
  for (const stay of open) {
    const why = MESSAGES.ledger.openedReason
    const by = MESSAGES.ledger.openedBy
    // The deposit first: the price entry is what marks a stay as done.
    if ((stay.deposit ?? 0) > 0 && !deposited.has(String(stay.id))) {
      await setStayFigure(req, stay.id, 'deposit', stay.deposit ?? 0, why, by)
    }
    await setStayFigure(req, stay.id, 'price', stay.price ?? 0, why, by)
  }
  payload.logger.info(MESSAGES.ledger.opened(open.length))
  return open.length
}
