import type { PayloadRequest } from 'payload'

import type { CashUpClose } from '@/payload-types'

/** The closes of a day (YYYY-MM-DD), the first first: the last is the one in force. */
export async function closesOf(req: PayloadRequest, day: string): Promise<CashUpClose[]> {
  const found = await req.payload.find({
    collection: 'cash-up-closes',
    where: { day: { equals: day } },
    sort: 'closedAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  // Written one after another under the day's claim, each numbered in its `turn`.
  return found.docs.sort((a, b) => turnNumber(a) - turnNumber(b))
}

const turnNumber = (close: CashUpClose) => Number(close.turn.split(':')[1])

/** The close in force for the last closed day before `day`, if any: where its float comes from. */
export async function lastCloseBefore(
  req: PayloadRequest,
  day: string,
): Promise<CashUpClose | null> {
  const found = await req.payload.find({
    collection: 'cash-up-closes',
    where: { day: { less_than: day } },
    sort: '-day',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const lastDay = found.docs[0]?.day
  if (!lastDay) return null
  return (await closesOf(req, lastDay)).at(-1) ?? null
}
