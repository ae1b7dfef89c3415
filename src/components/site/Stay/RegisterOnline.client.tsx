'use client'

import { lazy, Suspense, useState } from 'react'

import { buttonOutline } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import {
  roomTakesGuests,
  type StayRegisterRoom,
  type StayRegisterStatus,
} from '@/lib/guestRegister/stayRegisterStatus'
import { guestRegister as text } from '@/lib/messages/guestRegister'

// The form is most of the register's code and a guest fills it once, if at all: it loads when
// the guest asks for it, never with the page.
const RegisterOnlineForm = lazy(() =>
  import('./RegisterOnlineForm.client').then((module) => ({ default: module.RegisterOnlineForm })),
)

/**
 * The guest's part of the register on their stay page: each adult registers before arriving
 * (staff see them as registered online), and the page says what is kept and for how long. The
 * counts come with the page (`initial`), so the section is there from the first paint and moves
 * nothing under the guest's thumb; they are read again after each registration.
 */
export function RegisterOnline({ token, initial }: { token: string; initial: StayRegisterStatus }) {
  const [status, setStatus] = useState(initial)
  const [done, setDone] = useState('')
  const [open, setOpen] = useState(false)
  const [round, setRound] = useState(0)

  async function reread() {
    const response = await fetch(API.stayRegister(token), { cache: 'no-store' }).catch(() => null)
    if (response?.ok) setStatus((await response.json()) as StayRegisterStatus)
  }

  const rooms = status.rooms
  // A group's guest registers against the room they stay in: the first with room left, unless
  // the guest picks another.
  const firstFree = rooms?.findIndex(roomTakesGuests) ?? -1
  const [picked, setPicked] = useState<number | null>(null)
  const room =
    picked !== null && rooms?.[picked] && roomTakesGuests(rooms[picked]) ? picked : firstFree
  const allIn = rooms ? firstFree === -1 : status.registered >= status.guests
  return (
    <section aria-labelledby="stay-register" className="space-y-3" data-testid="stay-register">
      <h2 id="stay-register" className="text-lg font-semibold">
        Register before you arrive
      </h2>
      <p>{text.guestIntro}</p>
      <p data-testid="stay-register-count">
        {text.guestRegisteredCount(status.registered, status.guests)}
      </p>
      {rooms && <RoomCounts rooms={rooms} />}
      {done && <p role="status">{done}</p>}
      {status.open && !allIn && !open && (
        <button type="button" className={buttonOutline} onClick={() => setOpen(true)}>
          {text.guestOpenForm}
        </button>
      )}
      {status.open && !allIn && open && rooms && (
        <RoomPick rooms={rooms} value={room} onChange={setPicked} />
      )}
      {status.open && !allIn && open && (
        <Suspense fallback={<p role="status">{text.guestOpening}</p>}>
          <RegisterOnlineForm
            key={round}
            idPrefix="stay-register"
            look="site"
            submitLabel="Register"
            onSubmit={async (values) => {
              const { postRegistration } = await import('./RegisterOnlineForm.client')
              const answer = await postRegistration(
                API.stayRegister(token),
                rooms ? { ...values, room } : values,
              )
              if (answer.ok) {
                setDone(answer.message)
                setRound((n) => n + 1)
                await reread()
              }
              return answer
            }}
          />
        </Suspense>
      )}
      <p className="text-sm text-stone-600">{text.guestKept(status.retentionMonths)}</p>
    </section>
  )
}

/** A group's rooms, each with how many of its guests are registered. */
function RoomCounts({ rooms }: { rooms: StayRegisterRoom[] }) {
  return (
    <ul className="text-sm" data-testid="stay-register-rooms">
      {rooms.map((room, place) => (
        <li key={place}>{text.roomCount(room.name, room.registered, room.guests)}</li>
      ))}
    </ul>
  )
}

/** The room of the group the guest registering stays in: one tap, rooms full not offered. */
function RoomPick({
  rooms,
  value,
  onChange,
}: {
  rooms: StayRegisterRoom[]
  value: number
  onChange: (place: number) => void
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="font-medium">{text.roomLegend}</legend>
      {rooms.map((room, place) =>
        roomTakesGuests(room) ? (
          <label key={place} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="stay-register-room"
              checked={value === place}
              onChange={() => onChange(place)}
            />
            {room.name}
          </label>
        ) : null,
      )}
    </fieldset>
  )
}
