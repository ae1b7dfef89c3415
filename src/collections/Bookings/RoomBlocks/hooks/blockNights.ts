import { randomUUID } from 'node:crypto'

import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'
import { ghanaDay, stayNights } from '@/lib/bookings/availability'
import { staffStayProblem } from '@/lib/bookings/staffLimits'
import { todayInGhana } from '@/lib/dates'
import { MESSAGES } from '@/lib/messages'
import { Refusal } from '@/http/refusal'
import { planWrite } from '../../nightClaims'
import { nightReleaseHooks } from '../../hooks/releaseNights'
import { staffStayMessage } from '../../guestStay/hooks/staffStayMessage'
import { asStoredDay } from '../../storedDay'
import type { RoomBlock } from '@/payload-types'

import { relationId } from '@/lib/relationId'

const owner = (block: Pick<RoomBlock, 'holdId'>) => `block:${block.holdId}`

function nightsOf(block: Pick<RoomBlock, 'startDate' | 'endDate'>): string[] {
  return stayNights(ghanaDay(block.startDate), ghanaDay(block.endDate))
}

/** Blocks are whole days of the calendar, like stays, and hold their nights under their own id. */
export const fillBlock: CollectionBeforeValidateHook<RoomBlock> = ({ data, operation }) => {
  if (!data) return data
  for (const key of ['startDate', 'endDate'] as const) {
    if (data[key]) data[key] = asStoredDay(data[key]) as string
  }
  if (operation === 'create' && !data.holdId) data.holdId = randomUUID()
  return data
}

/**
 * A block takes every night it covers, as a confirmed stay does, and is refused on a taken one. The
 * nights are claimed as the block is written, once Payload has validated it (`planWrite`).
 */
export const claimBlockNights: CollectionBeforeChangeHook<RoomBlock> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  const next = { ...originalDoc, ...data } as RoomBlock
  const nights = nightsOf(next)
  if (!nights.length) throw new Refusal(MESSAGES.booking.blockDates, 400)
  const moved =
    !originalDoc ||
    ghanaDay(originalDoc.startDate) !== ghanaDay(next.startDate) ||
    ghanaDay(originalDoc.endDate) !== ghanaDay(next.endDate)
  const problem = moved
    ? staffStayProblem(ghanaDay(next.startDate), ghanaDay(next.endDate), todayInGhana())
    : null
  if (problem) throw new Refusal(staffStayMessage(problem), 400)
  const before = operation === 'update' ? originalDoc : undefined
  planWrite(req, 'room-blocks', before?.id, {
    claim: { owner: owner(next), roomId: relationId(next.room), nights },
    ...(before
      ? {
          heldUnder: before.nightsClaim ?? null,
          was: {
            room: relationId(before.room),
            startDate: before.startDate,
            endDate: before.endDate,
          },
        }
      : {}),
  })
  return data
}

/** The block gives back the nights it no longer covers, after each write and when deleted. */
export const { afterChange: releaseBlockNights, afterDelete: releaseDeletedBlock } =
  nightReleaseHooks<RoomBlock>(owner)
