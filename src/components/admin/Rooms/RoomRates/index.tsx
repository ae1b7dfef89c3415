'use client'

import Link from 'next/link'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import useSWR from 'swr'

import { fetchJson } from '@/components/ui/fetchJson'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import {
  EMPTY_SEASON,
  rateFormData,
  rateFormErrors,
  rateFormValues,
  type RateFormErrors,
  type RateFormValues,
} from '@/lib/rooms/rateForm'
import type { Room } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'
import { RateField } from './NumberField'
import { SeasonRow } from './SeasonRow'

type RatedRoom = Pick<Room, 'id' | 'maxGuests' | 'includedGuests' | 'extraGuestPrice' | 'rates'>

const SELECT =
  'depth=0&select[maxGuests]=true&select[includedGuests]=true&select[extraGuestPrice]=true&select[rates]=true'

const fetchRoom = swrFetcher<RatedRoom>(MESSAGES.rooms.fetchOneFailed)

/** The form once the room is read: a new key per reading starts it from what is stored. */
function RatesForm({
  roomId,
  room,
  onSaved,
}: {
  roomId: string
  room: RatedRoom
  onSaved: (room: RatedRoom) => void
}) {
  const [values, setValues] = useState<RateFormValues>(() => rateFormValues(room))
  const [errors, setErrors] = useState<RateFormErrors>({})
  const [saving, setSaving] = useState(false)
  const edit = (change: Partial<RateFormValues>) =>
    setValues((previous) => ({ ...previous, ...change }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = rateFormErrors(values)
    setErrors(problems)
    const first = Object.keys(problems)[0]
    if (first) {
      document
        .getElementById(
          first.startsWith('rates.')
            ? `season-${first.slice(6).replace('.', '-')}`
            : `room-${first}`,
        )
        ?.focus()
      return
    }
    setSaving(true)
    try {
      const answer = await fetchJson<{ doc: RatedRoom }>(
        API.roomDoc(roomId, SELECT),
        { method: 'PATCH', body: JSON.stringify(rateFormData(values)) },
        MESSAGES.rates.saveFailed,
      )
      onSaved(answer.doc)
      toast.success(MESSAGES.rates.saved)
    } catch (failure) {
      toast.error((failure as Error).message || MESSAGES.rates.saveFailed)
    }
    setSaving(false)
  }

  const top = (
    name: 'maxGuests' | 'includedGuests' | 'extraGuestPrice',
    label: string,
    whole: boolean,
  ) => (
    <RateField
      id={`room-${name}`}
      label={label}
      whole={whole}
      value={values[name]}
      error={errors[name]}
      onChange={(text) => edit({ [name]: text })}
    />
  )
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid gap-x-4 sm:grid-cols-3">
        {top('maxGuests', 'Most guests (empty: any party)', true)}
        {top('includedGuests', 'Guests the price includes', true)}
        {top('extraGuestPrice', 'Each extra guest (₵ a night)', false)}
      </div>
      <h3 className="text-sm font-semibold text-stone-900">Seasons and events</h3>
      <p className="text-xs text-stone-600">
        Nights from the first to the last night take this price instead of the everyday one, the
        offer’s too. Where two overlap, the one that starts later wins. Stays already requested or
        booked keep the price they were given.
      </p>
      <p className="text-xs text-stone-600">
        A season for the whole house (Christmas, Easter) is set once on{' '}
        <Link href="/admin/seasons" className="font-semibold underline underline-offset-2">
          Seasons
        </Link>
        , priced per room category; the seasons here are this room’s own.
      </p>
      <ul className="space-y-3">
        {values.rates.map((season, index) => (
          <SeasonRow
            key={index}
            index={index}
            value={season}
            errors={errors}
            onChange={(next) =>
              edit({ rates: values.rates.map((item, at) => (at === index ? next : item)) })
            }
            onRemove={() => edit({ rates: values.rates.filter((_, at) => at !== index) })}
          />
        ))}
      </ul>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        <button
          type="button"
          onClick={() => edit({ rates: [...values.rates, EMPTY_SEASON] })}
          className={buttonClass.secondary}
        >
          Add a season or event
        </button>
        <button type="submit" disabled={saving} className={buttonClass.primary}>
          {saving ? 'Saving...' : 'Save guests and prices'}
        </button>
      </div>
    </form>
  )
}

/**
 * Who fits the room and what its nights cost by date, for admins: the most guests, the guests the
 * price includes and the price of each extra one, and the seasons and events with their own prices.
 */
export function RoomRates({ roomId }: { roomId: string }) {
  const { data, error, mutate } = useSWR(API.roomDoc(roomId, SELECT), fetchRoom)
  // A room that cannot be read is reported by the form above.
  if (error || !data) return null
  return (
    <section
      aria-labelledby="room-rates-title"
      className="mt-4 space-y-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6"
      data-testid="room-rates"
    >
      <h2 id="room-rates-title" className="text-lg font-semibold text-stone-900">
        Guests and prices by date
      </h2>
      <RatesForm
        key={JSON.stringify(data)}
        roomId={roomId}
        room={data}
        onSaved={(saved) => void mutate({ ...data, ...saved }, { revalidate: false })}
      />
    </section>
  )
}
