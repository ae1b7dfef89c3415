'use client'

import { useState, type FormEvent } from 'react'
import { toast } from 'react-toastify'
import useSWR from 'swr'

import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { formatNightSpan } from '@/lib/dates'
import { rates as ratesText } from '@/lib/messages/rates'
import { rooms as roomsText } from '@/lib/messages/rooms'
import type { ContractRoom } from '@/lib/rooms/contract'
import { seasonFormData, seasonFormValues, type SeasonFormValues } from '@/lib/rooms/seasonForm'
import type { HouseSeason } from '@/lib/rooms/seasons'
import type { Season } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { RateField } from '@/components/admin/Rooms/RoomRates/NumberField'
import { PriceRow } from './PriceRow'
import { refusalMessages } from './refusalMessages'

const fetchSeasons = swrFetcher<{ docs: Season[] }>(ratesText.seasonsFetchFailed)
const fetchRooms = swrFetcher<ContractRoom[]>(roomsText.fetchFailed)

/** One season: its dates and minimum stay, and a price per room category and per room. */
function SeasonForm({
  season,
  rooms,
  onSaved,
}: {
  season?: Season
  rooms: ContractRoom[]
  onSaved: (id: string) => void
}) {
  const [values, setValues] = useState<SeasonFormValues>(() =>
    seasonFormValues(season as HouseSeason | undefined),
  )
  const [problems, setProblems] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const edit = (change: Partial<SeasonFormValues>) =>
    setValues((previous) => ({ ...previous, ...change }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    try {
      const response = await fetch(API.seasonDoc(season ? String(season.id) : ''), {
        method: season ? 'PATCH' : 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(seasonFormData(values)),
      })
      if (response.ok) {
        const saved = (await response.json()) as { doc: Pick<Season, 'id'> }
        setProblems([])
        toast.success(ratesText.seasonSaved)
        onSaved(String(saved.doc.id))
      } else {
        setProblems(refusalMessages(await response.json().catch(() => null)))
      }
    } catch {
      setProblems([ratesText.seasonSaveFailed])
    }
    setSaving(false)
  }

  const id = season ? String(season.id) : 'new'
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={values.name || 'New season'}
    >
      {problems.length > 0 ? (
        <ul role="alert" className="space-y-1 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="grid gap-x-4 sm:grid-cols-4">
        <RateField
          id={`season-${id}-name`}
          label="Name"
          type="text"
          value={values.name}
          onChange={(name) => edit({ name })}
        />
        <RateField
          id={`season-${id}-from`}
          label="First night"
          type="date"
          value={values.from}
          onChange={(from) => edit({ from })}
        />
        <RateField
          id={`season-${id}-to`}
          label="Last night"
          type="date"
          value={values.to}
          onChange={(to) => edit({ to })}
        />
        <RateField
          id={`season-${id}-minNights`}
          label="Minimum stay (nights)"
          whole
          value={values.minNights}
          onChange={(minNights) => edit({ minNights })}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-900">Price per room category</legend>
        {Object.entries(values.categories).map(([bed, cells]) => (
          <PriceRow
            key={bed}
            id={`season-${id}-${bed}`}
            label={bed}
            value={cells}
            onChange={(next) => edit({ categories: { ...values.categories, [bed]: next } })}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-stone-900">
          A room priced on its own (instead of its category)
        </legend>
        {rooms.map((room) => (
          <PriceRow
            key={room._id}
            id={`season-${id}-room-${room._id}`}
            label={room.name}
            value={values.rooms[room._id] ?? { nightly: '', weekend: '' }}
            onChange={(next) => edit({ rooms: { ...values.rooms, [room._id]: next } })}
          />
        ))}
      </fieldset>
      <button type="submit" disabled={saving} className={buttonClass.primary}>
        {saving ? 'Saving...' : 'Save season'}
      </button>
    </form>
  )
}

/**
 * The house's seasons and events, for admins: each defined once, with its dates and minimum stay,
 * and priced per room category or per room in the same form, so Christmas for the whole house is
 * one form. Rooms no price names keep their everyday price through the season.
 */
export function Seasons() {
  const seasons = useSWR(API.seasons, fetchSeasons)
  const rooms = useSWR(API.room.all, fetchRooms)
  const [open, setOpen] = useState<string>('new')
  const title = (
    <PageTitle title="Seasons" subtitle="Christmas, Easter and events, priced for every room" />
  )
  if (seasons.error || rooms.error) {
    return (
      <div>
        {title}
        <p role="alert">{ratesText.seasonsFetchFailed}</p>
      </div>
    )
  }
  if (!seasons.data || !rooms.data) {
    return (
      <div>
        {title}
        <p role="status">Loading seasons...</p>
      </div>
    )
  }
  const list = seasons.data.docs
  const chosen = list.find((season) => String(season.id) === open)
  return (
    <div className="space-y-6">
      {title}
      <p className="text-sm text-stone-600">
        A season’s nights take the price of each room’s category, or the room’s own price where you
        give one, instead of the everyday price. Leave a price empty and that room keeps its
        everyday price. Stays already requested or booked keep the price they were given.
      </p>
      <ul className="flex flex-wrap gap-2" aria-label="Seasons">
        {list.map((season) => (
          <li key={season.id}>
            <button
              type="button"
              aria-pressed={open === String(season.id)}
              onClick={() => setOpen(String(season.id))}
              className={buttonClass.secondary}
            >
              {season.name} · {formatNightSpan(season.from.slice(0, 10), season.to.slice(0, 10))}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            aria-pressed={open === 'new'}
            onClick={() => setOpen('new')}
            className={buttonClass.secondary}
          >
            Add a season
          </button>
        </li>
      </ul>
      <section className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
        <SeasonForm
          key={`${open}-${JSON.stringify(chosen ?? null)}`}
          season={chosen}
          rooms={rooms.data}
          onSaved={(id) => {
            // The saved season stays open; Add a season starts a blank form.
            setOpen(id)
            void seasons.mutate()
          }}
        />
      </section>
    </div>
  )
}
