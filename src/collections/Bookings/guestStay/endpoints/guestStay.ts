import { createHash } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'

import { errorResponse, fail, readJsonObject } from '@/http/responses'
import { Refusal } from '@/http/refusal'
import { claimOnce } from '@/database/acrossInstances'
import { icsStay } from '@/lib/calendarSync/icsStay'
import { roomsAhead } from '@/lib/bookings/groupStep'
import { reviewOpen, stayLinkOpen } from '@/lib/guestStay/stayLink'
import { todayInGhana } from '@/lib/dates'
import { env } from '@/lib/env'
import { MESSAGES } from '@/lib/messages'
import { readReview, reviewerName } from '@/lib/validation/review'
import type { Booking } from '@/payload-types'
import { rateLimit, type RateLimitName } from '@/services/rateLimit'

import { staysOfGroup } from '../../groupStays'
import { historyEntry, pushHistory } from '../../hooks/history'
import { stayByToken } from '../stayLinks'

/** The key a stay's review is kept under: unique, and no booking data for editors to read. */
export function reviewKey(bookingId: string | number): string {
  return createHash('sha256').update(`review:${bookingId}`).digest('hex')
}

/**
 * The stay of the route's token while its page is open. Anything else (a wrong token, an expired
 * one, a stay deleted) is the same bare 404: the answer tells nothing of other stays.
 */
async function openStay(req: PayloadRequest): Promise<Booking> {
  const stay = await stayByToken(req, req.routeParams?.token)
  if (!stay || !stayLinkOpen(stay.checkOut, todayInGhana())) {
    throw new Refusal(MESSAGES.request.notFound, 404)
  }
  return stay
}

/**
 * The frame of every guest-link endpoint: the client counted against the stay page's limit (or
 * the endpoint's own, for one a page asks often), then the stay of the route's token while its
 * page is open, then the endpoint's answer; a refusal or failure on the way answers with its own
 * message, or `failed`.
 */
export function withStayToken(
  failed: string,
  answer: (req: PayloadRequest, stay: Booking) => Promise<Response>,
  limit: RateLimitName = 'stayPage',
): Endpoint['handler'] {
  return async (req) => {
    try {
      const limited = await rateLimit(req, limit)
      if (limited) return limited
      return await answer(req, await openStay(req))
    } catch (error) {
      return errorResponse(req, error, failed)
    }
  }
}

const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }

/** `GET /api/bookings/stay/{token}/calendar`: the stay as a calendar file. */
export const stayCalendar: Endpoint = {
  path: '/stay/:token/calendar',
  method: 'get',
  handler: withStayToken(MESSAGES.request.notFound, async (req, stay) => {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const body = icsStay({
      uid: String(stay.id),
      houseName: settings.houseName || 'Guest House',
      reference: stay.reference ?? '',
      address: settings.address ?? '',
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      host: new URL(env.serverUrl).host,
      now: new Date(),
    })
    return new Response(body, {
      headers: {
        ...noStore,
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="stay-${stay.reference ?? 'booking'}.ics"`,
      },
    })
  }),
}

/**
 * `POST /api/bookings/stay/{token}/cancel`: the guest asks to cancel a stay still ahead; on a
 * group's page, which shows every room, every room of the group still ahead. Nothing is
 * cancelled: each room's history records it and Today lists it (a group once), for staff to
 * confirm with the guest.
 */
export const askToCancel: Endpoint = {
  path: '/stay/:token/cancel',
  method: 'post',
  handler: withStayToken(MESSAGES.stayMessages.sendFailed, async (req, stay) => {
    const ahead = roomsAhead(await staysOfGroup(req, stay), todayInGhana())
    if (!ahead.length) throw new Refusal(MESSAGES.stayMessages.cancelNotOpen, 409)
    // Once each: a second press (or a second tab) finds the stamps already set and adds nothing.
    const at = new Date().toISOString()
    let asked = 0
    for (const room of ahead) {
      if (!(await claimOnce(req, 'bookings', room.id, 'cancelRequestedAt', at))) continue
      const entry = historyEntry(
        req,
        'website',
        MESSAGES.stayMessages.cancelAsked,
        MESSAGES.stayMessages.cancelAskedDetail,
      )
      await pushHistory(req, room.id, entry)
      asked += 1
    }
    if (!asked) return Response.json({ message: MESSAGES.stayMessages.cancelAlready })
    return Response.json({ message: MESSAGES.stayMessages.cancelSent })
  }),
}

/**
 * `POST /api/bookings/stay/{token}/review` with `{ rating, text, publishName }`: after check-out,
 * one review per stay becomes a draft testimonial for editors to read and publish. It carries the
 * rating, the text and a first name only with the guest's consent.
 */
export const sendReview: Endpoint = {
  path: '/stay/:token/review',
  method: 'post',
  handler: withStayToken(MESSAGES.stayMessages.sendFailed, async (req, stay) => {
    if (!reviewOpen(stay.status, stay.checkOut, todayInGhana())) {
      throw new Refusal(MESSAGES.stayMessages.reviewNotOpen, 409)
    }
    const read = readReview(await readJsonObject(req))
    if (!('review' in read)) return fail(400, read.message)
    const key = reviewKey(stay.id)
    const already = await req.payload.count({
      collection: 'testimonials',
      where: { fromStay: { equals: key } },
      overrideAccess: true,
      req,
    })
    if (already.totalDocs > 0) throw new Refusal(MESSAGES.stayMessages.reviewAlready, 409)
    try {
      const review = await req.payload.create({
        collection: 'testimonials',
        draft: true,
        data: {
          _status: 'draft',
          name: reviewerName(stay.guestName, read.review.publishName),
          rating: read.review.rating,
          comment: read.review.text,
          location: MESSAGES.stayMessages.reviewLocation,
          placement: 'home',
          fromStay: key,
        },
        overrideAccess: true,
        context: { disableRevalidate: true },
        req,
      })
      // The house hears of it by email, so a review never waits unread among the drafts.
      await req.payload.jobs.queue({
        task: 'sendReviewEmail',
        input: { testimonialId: String(review.id) },
        req,
      })
    } catch (error) {
      // The same stay's review sent twice at once: the unique key lets one in.
      if ((error as { name?: string }).name === 'ValidationError') {
        throw new Refusal(MESSAGES.stayMessages.reviewAlready, 409)
      }
      throw error
    }
    return Response.json({ message: MESSAGES.stayMessages.reviewSent }, { status: 201 })
  }),
}
