'use client'

import { useState } from 'react'
import { toast } from 'react-toastify'
import useSWR from 'swr'

import { ConfirmDialog } from '@/components/ui/ConfirmDialog'
import { fetchJson } from '@/components/ui/fetchJson'
import { buttonClass, portalInput } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import type { Room } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'
import { ImportedFeeds } from './ImportedFeeds'

type CalendarRoom = Pick<Room, 'id' | 'calendarUrl' | 'calendarFeeds'>

const roomUrl = (id: string) =>
  API.roomDoc(
    id,
    'depth=0&select[calendarToken]=true&select[calendarUrl]=true&select[calendarFeeds]=true',
  )

const fetchRoom = swrFetcher<CalendarRoom>(MESSAGES.rooms.fetchOneFailed)

/**
 * The room's private calendar address for booking sites, to copy or to replace by a new one (the
 * old one then stops working: for a link that leaked), and the booking sites' calendars it reads.
 */
export function RoomCalendarSync({ roomId }: { roomId: string }) {
  const { data, error, mutate } = useSWR(roomUrl(roomId), fetchRoom)
  const [asking, setAsking] = useState(false)
  const [renewing, setRenewing] = useState(false)
  const url = data?.calendarUrl ?? ''

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success(MESSAGES.calendarSync.copied)
    } catch {
      ;(document.getElementById('calendar-url') as HTMLInputElement | null)?.select()
      toast.error(MESSAGES.calendarSync.copyFailed)
    }
  }

  const renew = async () => {
    setRenewing(true)
    try {
      const answer = await fetchJson<{ doc: CalendarRoom }>(
        API.roomDoc(roomId, 'depth=0'),
        { method: 'PATCH', body: JSON.stringify({ newCalendarUrl: true }) },
        MESSAGES.calendarSync.renewFailed,
      )
      await mutate({ ...data, ...answer.doc } as CalendarRoom, { revalidate: true })
      toast.success(MESSAGES.calendarSync.renewed)
    } catch (failure) {
      toast.error((failure as Error).message || MESSAGES.calendarSync.renewFailed)
    }
    setRenewing(false)
    setAsking(false)
  }

  // A room that cannot be read is reported by the form above.
  if (error) return null
  return (
    <section
      aria-labelledby="calendar-sync-title"
      className="mt-4 space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      data-testid="room-calendar-sync"
    >
      <h2 id="calendar-sync-title" className="text-lg font-semibold text-stone-900">
        Calendar for booking sites
      </h2>
      <div>
        <label htmlFor="calendar-url" className="block text-sm font-medium text-stone-800">
          Private calendar link (iCal)
        </label>
        <p className="text-xs text-stone-600">
          Paste it into Booking.com or Airbnb so they see the nights taken here. It carries no guest
          names; keep it private.
        </p>
        <input
          id="calendar-url"
          readOnly
          value={url}
          onFocus={(event) => event.target.select()}
          className={cn(portalInput, 'border-stone-300 font-mono text-xs')}
        />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <button type="button" disabled={!url} onClick={copy} className={buttonClass.secondary}>
          Copy
        </button>
        <button
          type="button"
          disabled={!url}
          onClick={() => setAsking(true)}
          className={buttonClass.secondary}
        >
          Regenerate
        </button>
      </div>
      <ImportedFeeds feeds={data?.calendarFeeds ?? []} />
      <ConfirmDialog
        open={asking}
        id="renew-calendar"
        title="Make a new calendar link?"
        confirmLabel="Make a new link"
        busyLabel="Making..."
        busy={renewing}
        onCancel={() => setAsking(false)}
        onConfirm={renew}
      >
        <p>
          The old link stops working at once: every booking site that reads it must be given the new
          one, or it no longer sees the nights taken here.
        </p>
      </ConfirmDialog>
    </section>
  )
}
