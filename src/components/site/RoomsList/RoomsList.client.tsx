'use client'

import { useEffect, useState } from 'react'

import { fetchJson, FetchError } from '@/components/ui/fetchJson'
import { Icon } from '@/components/ui/Icon'
import { buttonPrimary } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { rooms as roomsText } from '@/lib/messages/rooms'
import type { ContractRoom } from '@/lib/rooms/contract'
import type { IndicativeRates } from '@/lib/money/indicativePrices'
import { availableRooms, groupRooms, roomsViewState } from '@/lib/rooms'

import { RoomCard } from '@/components/site/RoomCard'

export const ROOMS_ENDPOINT = API.room.all

/**
 * The rooms guests may book. A non-OK answer, or an object with success false, is a failure; so
 * is any answer that is not a list.
 */
export async function fetchRooms(url: string): Promise<ContractRoom[]> {
  const body = await fetchJson<unknown>(
    url,
    { cache: 'default', headers: { accept: 'application/json' } },
    roomsText.fetchFailed,
  )
  if (!Array.isArray(body)) throw new FetchError(roomsText.fetchFailed, 200, false)
  return availableRooms(body as ContractRoom[])
}

type Props = {
  initialRooms?: ContractRoom[]
  whatsappNumber: string
  /** The owner's rates, brought with the page; null hides the prices in other currencies. */
  indicativeRates?: IndicativeRates | null
  /** Each room's prices over the coming months, by id, worked out on the server. */
  priceRanges?: Readonly<Record<string, string>>
}

/**
 * The live list: the server's rooms at once, then one check of the contract endpoint, repeated
 * when the guest comes back to the tab; a failed check is reported and the guest chooses to try
 * again. A few lines instead of SWR, whose weight every guest would download for one fetch; the
 * staff portal, which uses SWR's shared cache and refresh, keeps it.
 */
function useLiveRooms(initialRooms?: ContractRoom[]) {
  const [data, setData] = useState(initialRooms)
  const [error, setError] = useState<unknown>(null)

  useEffect(() => {
    let mounted = true
    const check = () =>
      fetchRooms(ROOMS_ENDPOINT).then(
        (rooms) => {
          if (!mounted) return
          // Usually the answer matches what the server painted: keeping the same list then spares
          // a phone from redrawing every card right after the page has loaded.
          setData((shown) => (JSON.stringify(shown) === JSON.stringify(rooms) ? shown : rooms))
          setError(null)
        },
        (caught: unknown) => {
          if (mounted) setError(caught ?? new Error(roomsText.fetchFailed))
        },
      )
    void check()
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check()
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      mounted = false
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [])

  return { data, error }
}

/**
 * The first paint comes from the server; the list then follows the contract endpoint so it stays
 * fresh. Without server data the spec's loading state shows until the list comes.
 */
export function RoomsList({
  initialRooms,
  whatsappNumber,
  indicativeRates = null,
  priceRanges = {},
}: Props) {
  const { data, error } = useLiveRooms(initialRooms)
  const state = roomsViewState(data, error)

  if (state === 'loading') {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-24 text-stone-600">
        <span
          className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
          aria-hidden="true"
        />
        <p>Loading rooms...</p>
      </div>
    )
  }

  if (state === 'error') {
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 py-24 text-center"
      >
        <span className="grid h-14 w-14 place-items-center rounded-full bg-red-100 text-red-700">
          <Icon name="alert" className="h-7 w-7" />
        </span>
        <p className="text-lg font-semibold text-stone-900">{roomsText.fetchFailed}</p>
        <button type="button" className={buttonPrimary} onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    )
  }

  const { premium, standard } = groupRooms(data ?? [])
  return (
    <div className="space-y-16">
      {state === 'stale' ? (
        <p
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {roomsText.refreshFailed}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => window.location.reload()}
          >
            Try again
          </button>
        </p>
      ) : null}
      {premium.length > 0 ? (
        <section aria-labelledby="premium-rooms-title">
          <h2
            id="premium-rooms-title"
            className="font-display mb-8 flex items-center gap-3 text-3xl font-bold text-stone-900"
          >
            <Icon name="crown" className="h-7 w-7 text-amber-600" />
            Premium Rooms
          </h2>
          <div className="space-y-8" data-testid="premium-rooms">
            {premium.map((room, index) => (
              <RoomCard
                key={room._id}
                room={room}
                priceRange={priceRanges[room._id]}
                whatsappNumber={whatsappNumber}
                indicativeRates={indicativeRates}
                premium
                eager={index === 0}
              />
            ))}
          </div>
        </section>
      ) : null}
      {standard.length > 0 ? (
        <section aria-labelledby="standard-rooms-title">
          <div className="mb-8 flex items-center gap-4">
            <span className="h-px flex-1 bg-stone-300" />
            <h2
              id="standard-rooms-title"
              className="font-display text-2xl font-bold text-stone-900"
            >
              Standard Rooms
            </h2>
            <span className="h-px flex-1 bg-stone-300" />
          </div>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="standard-rooms">
            {standard.map((room, index) => (
              <RoomCard
                key={room._id}
                room={room}
                priceRange={priceRanges[room._id]}
                whatsappNumber={whatsappNumber}
                indicativeRates={indicativeRates}
                premium={false}
                eager={premium.length === 0 && index === 0}
              />
            ))}
          </div>
        </section>
      ) : null}
      {premium.length === 0 && standard.length === 0 ? (
        <p className="py-16 text-center text-stone-600">
          All our rooms are booked at the moment. Call or WhatsApp us and we will find you a place.
        </p>
      ) : null}
    </div>
  )
}
