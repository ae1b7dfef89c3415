'use client'

import { toast } from 'react-toastify'
import useSWR from 'swr'

import { fetchJson } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'
import type { GroupLine } from '@/lib/bookings/groupLines'
import type { DeskDay } from '@/lib/bookings/today'
import type { HousekeepingStatus } from '@/lib/bookings/housekeeping'
import type { OwedSum } from '@/lib/reports/owed'
import { MESSAGES } from '@/lib/messages'
import type { Booking } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'

/** A stay of the day with what its guest still owes, in whole pesewas. */
export type TodayBooking = Booking & { due: number }
export type TodayRoom = {
  id: string
  name: string
  housekeeping: HousekeepingStatus
  isAvailable: boolean
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
  const swr = useSWR(API.bookingsToday, swrFetcher<TodayData>(MESSAGES.today.fetchFailed), {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
  })

  /** Sets a room's state at once on screen, and puts it back if the server refuses. */
  async function setHousekeeping(room: TodayRoom, status: HousekeepingStatus) {
    const data = swr.data
    if (!data || room.housekeeping === status) return
    const rooms = data.rooms.map((r) => (r.id === room.id ? { ...r, housekeeping: status } : r))
    try {
      await swr.mutate(
        async () => {
          const answer = await fetchJson<{ message: string }>(
            API.housekeeping,
            { method: 'POST', body: JSON.stringify({ roomId: room.id, status }) },
            MESSAGES.today.housekeepingFailed,
          )
          toast.success(answer.message)
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
