'use client'

import { toast } from 'react-toastify'
import useSWR from 'swr'

import { API } from '@/lib/apiRoutes'
import type { GroupLine } from '@/lib/bookings/groupLines'
import type { DeskDay } from '@/lib/bookings/today'
import { HOUSEKEEPING_LABELS, type HousekeepingStatus } from '@/lib/bookings/housekeeping'
import type { OwedSum } from '@/lib/reports/owed'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'
import { keepOrSend } from '@/components/admin/Offline/keepOrSend'
import { useStaffId } from '@/components/admin/Session'

/** A stay of the day with what its guest still owes, in whole pesewas. */
export type TodayBooking = Booking & { due: number }
export type TodayRoom = {
  id: string
  name: string
  housekeeping: HousekeepingStatus
  isAvailable: boolean
  /** A mark made on this phone that waits for the network to be sent. */
  waiting?: boolean
}
export type TodayData = DeskDay<TodayBooking> & {
  day: string
  rooms: TodayRoom[]
  /** Stays with a made message still to send by WhatsApp; a group's rooms sent together once. */
  toSend: GroupLine<TodayBooking>[]
  /** Stays whose guest asked to cancel from their page; a group once, naming its rooms. */
  cancelAsked: GroupLine<TodayBooking>[]
  /** Yesterday, when money moved that day and it was not closed. */
  openDay?: string | null
  /** What guests who have left still owe. */
  owed: OwedSum
}

/** The desk's day, refreshed every minute and whenever any booking is written from this tab. */
export function useToday() {
  const staffId = useStaffId()
  const swr = useSWR(API.bookingsToday, swrFetcher<TodayData>(MESSAGES.today.fetchFailed), {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  })

  /**
   * Sets a room's state at once on screen, and puts it back if the server refuses. With no network
   * the mark is kept on the phone and sent later, saying the state the room showed, so a room
   * that changed meanwhile is not covered by a late mark.
   */
  async function setHousekeeping(room: TodayRoom, status: HousekeepingStatus) {
    const data = swr.data
    if (!data || room.housekeeping === status) return
    const rooms = data.rooms.map((r) => (r.id === room.id ? { ...r, housekeeping: status } : r))
    try {
      await swr.mutate(
        async () => {
          const result = await keepOrSend(
            {
              staffId,
              kind: 'housekeeping',
              url: API.housekeeping,
              body: { roomId: room.id, status, seenHousekeeping: room.housekeeping },
              roomId: room.id,
              label: MESSAGES.outbox.labels.housekeeping(room.name, HOUSEKEEPING_LABELS[status]),
            },
            MESSAGES.today.housekeepingFailed,
          )
          if ('refused' in result) throw result.refused
          if ('kept' in result) toast.info(MESSAGES.outbox.kept)
          else toast.success((result.sent as { message: string }).message)
          return { ...data, rooms }
        },
        { optimisticData: { ...data, rooms }, rollbackOnError: true, revalidate: false },
      )
    } catch (error) {
      toast.error((error as Error).message || MESSAGES.today.housekeepingFailed)
    }
  }
  return { ...swr, setHousekeeping }
}
