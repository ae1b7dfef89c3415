'use client'

import Link from 'next/link'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'react-toastify'
import useSWR from 'swr'

import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import { formatCedis, PER_NIGHT } from '@/lib/money'
import type { ContractRoom } from '@/lib/rooms/contract'
import {
  filterRooms,
  NO_ROOMS_HINT,
  ROOM_FILTERS,
  roomStats,
  type RoomFilter,
} from '@/lib/rooms/filters'
import { amenityLabels, hasOffer, isPremium } from '@/lib/rooms'

import { apiJson, swrFetcher } from '../api'
import { Dialog } from '../Dialog'
import { Icon } from '../Icon'
import { formatDate } from '@/lib/dates'
import { Badge, buttonClass, PageTitle } from '../ui'

export const ROOMS_KEY = '/api/room/get-all-rooms'
/** SPEC.md §4: the list reloads this long after a visibility change. */
const RELOAD_AFTER_TOGGLE_MS = 100
const FETCH_ERROR_TOAST_MS = 3000

const fetchRooms = swrFetcher<ContractRoom[]>(MESSAGES.rooms.fetchFailed)

function thumbnail(room: ContractRoom): string | null {
  const first = room.images[0]
  return first?.sizes.thumbnail ?? first?.url ?? room.imageURLs[0] ?? null
}

function StatTile({ label, value, tone }: { label: string; value: number; tone: string }) {
  return (
    <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:p-4">
      <p className="text-xs font-medium text-stone-500 sm:text-sm">{label}</p>
      <p className={cn('mt-1 text-2xl font-bold', tone)}>{value}</p>
    </div>
  )
}

export function ViewRooms() {
  const { data, error, isLoading, isValidating, mutate } = useSWR(ROOMS_KEY, fetchRooms, {
    revalidateOnFocus: false,
  })
  const [search, setSearch] = useState('')
  const [filter, setFilter] = useState<RoomFilter>('all')
  const [busyId, setBusyId] = useState<string | null>(null)
  const [toDelete, setToDelete] = useState<ContractRoom | null>(null)
  const [deleting, setDeleting] = useState(false)

  const rooms = useMemo(() => data ?? [], [data])
  const shown = useMemo(() => filterRooms(rooms, search, filter), [rooms, search, filter])
  const stats = useMemo(() => roomStats(rooms), [rooms])
  const errorMessage = error ? (error as Error).message || MESSAGES.rooms.fetchFailed : null

  useEffect(() => {
    if (errorMessage)
      toast.error(errorMessage, { autoClose: FETCH_ERROR_TOAST_MS, toastId: 'rooms-fetch' })
  }, [errorMessage])

  async function refresh() {
    const fresh = await mutate().catch(() => undefined)
    if (fresh) toast.success(MESSAGES.rooms.loaded)
  }

  async function toggle(room: ContractRoom) {
    setBusyId(room._id)
    try {
      await apiJson(
        `/api/room/update/${encodeURIComponent(room._id)}`,
        { method: 'POST', body: JSON.stringify({ isAvailable: !room.isAvailable }) },
        MESSAGES.rooms.toggleFailed,
      )
      toast.success(
        room.isAvailable
          ? MESSAGES.rooms.nowHidden(room.name)
          : MESSAGES.rooms.nowVisible(room.name),
      )
      setTimeout(() => void mutate(), RELOAD_AFTER_TOGGLE_MS)
    } catch (failure) {
      toast.error((failure as Error).message || MESSAGES.rooms.toggleFailed)
    } finally {
      setBusyId(null)
    }
  }

  async function confirmDelete() {
    if (!toDelete) return
    setDeleting(true)
    try {
      await apiJson(
        `/api/room/delete/${encodeURIComponent(toDelete._id)}`,
        { method: 'DELETE' },
        MESSAGES.rooms.deleteFailed,
      )
      await mutate()
      setToDelete(null)
      toast.success(MESSAGES.rooms.deleted)
    } catch (failure) {
      toast.error((failure as Error).message || MESSAGES.rooms.deleteFailed)
    } finally {
      setDeleting(false)
    }
  }

  const filtered = search.trim() !== '' || filter !== 'all'

  return (
    <div>
      <PageTitle
        title="View Rooms"
        subtitle="Manage all your room listings"
        actions={
          <>
            <button
              type="button"
              onClick={() => void refresh()}
              disabled={isValidating}
              className={buttonClass.secondary}
            >
              <Icon name="refresh" className={cn('h-4 w-4', isValidating && 'animate-spin')} />
              Refresh
            </button>
            <Link href="/admin/create-room" className={buttonClass.primary}>
              <Icon name="plus" className="h-4 w-4" />
              Create Room
            </Link>
          </>
        }
      />

      <div className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label="Total Rooms" value={stats.total} tone="text-stone-900" />
        <StatTile label="Premium Rooms" value={stats.premium} tone="text-violet-700" />
        <StatTile label="On Offer" value={stats.onOffer} tone="text-amber-700" />
        <StatTile label="Available" value={stats.available} tone="text-emerald-700" />
      </div>

      <div className="mb-4 flex flex-col gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-stone-200 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search rooms</span>
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-stone-400"
          />
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search by name or description"
            className="min-h-11 w-full rounded-lg border border-stone-300 pr-3 pl-9 text-base outline-none focus:border-brand-600 focus:ring-2 focus:ring-brand-100"
          />
        </label>
        <label className="sm:w-56">
          <span className="sr-only">Filter rooms</span>
          <select
            value={filter}
            onChange={(event) => setFilter(event.target.value as RoomFilter)}
            className="min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base"
          >
            {ROOM_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      {errorMessage && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {errorMessage}
        </p>
      )}

      {isLoading ? (
        <p className="rounded-xl bg-white p-8 text-center text-stone-600" role="status">
          Loading rooms...
        </p>
      ) : shown.length === 0 ? (
        !errorMessage && (
          <div className="rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
            <p className="text-lg font-semibold text-stone-900">No rooms found</p>
            <p className="mt-1 text-sm text-stone-600">
              {filtered ? NO_ROOMS_HINT.filtered : NO_ROOMS_HINT.empty}
            </p>
          </div>
        )
      ) : (
        <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200">
          <table className="w-full text-left text-sm max-md:block">
            <thead className="bg-stone-50 text-xs tracking-wide text-stone-500 uppercase max-md:hidden">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Room
                </th>
                <th scope="col" className="px-4 py-3">
                  Type &amp; Amenities
                </th>
                <th scope="col" className="px-4 py-3">
                  Pricing
                </th>
                <th scope="col" className="px-4 py-3">
                  Status
                </th>
                <th scope="col" className="px-4 py-3">
                  Updated
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200 max-md:block">
              {shown.map((room) => {
                const premium = isPremium(room)
                const onOffer = hasOffer(room)
                const image = thumbnail(room)
                return (
                  <tr
                    key={room._id}
                    data-room-id={room._id}
                    className="align-top max-md:block max-md:p-3"
                  >
                    <td className="px-4 py-3 max-md:block max-md:p-0">
                      <div className="flex gap-3">
                        {image ? (
                          // eslint-disable-next-line @next/next/no-img-element -- the 160 px copy made at upload
                          <img
                            src={image}
                            alt=""
                            loading="lazy"
                            className="h-14 w-14 shrink-0 rounded-lg object-cover"
                          />
                        ) : (
                          <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-stone-100 text-stone-400">
                            <Icon name="image" />
                          </span>
                        )}
                        <div className="min-w-0">
                          <p className="flex items-center gap-1 font-semibold text-stone-900">
                            {premium && (
                              <span role="img" aria-label="Premium" title="Premium">
                                <Icon name="crown" className="h-4 w-4 shrink-0 text-amber-500" />
                              </span>
                            )}
                            <span className="truncate" data-testid="room-name">
                              {room.name}
                            </span>
                          </p>
                          <p className="line-clamp-2 text-xs text-stone-600 md:max-w-xs">
                            {room.description}
                          </p>
                        </div>
                      </div>
                    </td>
                    <td className="px-4 py-3 max-md:mt-2 max-md:block max-md:p-0">
                      <p className="flex items-center gap-1 text-stone-800">
                        <Icon name="bed" className="h-4 w-4 text-stone-500" />
                        {room.bedType}
                      </p>
                      <ul className="mt-1 flex flex-wrap gap-1" aria-label="Amenities">
                        {amenityLabels(room).map((label) => (
                          <li
                            key={label}
                            className="rounded bg-stone-100 px-1.5 py-0.5 text-[0.7rem] text-stone-700"
                          >
                            {label}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap max-md:mt-2 max-md:inline-block max-md:p-0">
                      {onOffer ? (
                        <p>
                          <span className="font-semibold text-stone-900">
                            {formatCedis(room.discountedPrice as number)}
                          </span>{' '}
                          <s className="text-xs text-stone-500">{formatCedis(room.regularPrice)}</s>
                        </p>
                      ) : (
                        <p className="font-semibold text-stone-900">
                          {formatCedis(room.regularPrice)}
                        </p>
                      )}
                      <p className="text-xs text-stone-500">{PER_NIGHT}</p>
                    </td>
                    <td className="px-4 py-3 max-md:mt-2 max-md:ml-4 max-md:inline-block max-md:p-0 max-md:align-top">
                      <div className="flex flex-wrap gap-1">
                        {room.isAvailable ? (
                          <Badge tone="green">Available</Badge>
                        ) : (
                          <Badge tone="grey">Hidden</Badge>
                        )}
                        {onOffer && <Badge tone="amber">On Offer</Badge>}
                        {premium && <Badge tone="purple">Premium</Badge>}
                      </div>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap text-stone-600 max-md:mt-1 max-md:block max-md:p-0 max-md:text-xs">
                      <span className="md:hidden">Updated </span>
                      {formatDate(room.updatedAt)}
                    </td>
                    <td className="px-4 py-3 max-md:mt-2 max-md:block max-md:p-0">
                      <div className="flex justify-end gap-1 max-md:justify-start">
                        <button
                          type="button"
                          onClick={() => void toggle(room)}
                          disabled={busyId === room._id}
                          aria-label={`${room.isAvailable ? 'Hide' : 'Show'} ${room.name}`}
                          title={room.isAvailable ? 'Hide from customers' : 'Show to customers'}
                          className="flex h-11 w-11 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 disabled:opacity-50"
                        >
                          <Icon name={room.isAvailable ? 'eyeOff' : 'eye'} />
                        </button>
                        <Link
                          href={`/admin/update-room/${encodeURIComponent(room._id)}`}
                          aria-label={`Edit ${room.name}`}
                          title="Edit"
                          className="flex h-11 w-11 items-center justify-center rounded-lg text-brand-700 hover:bg-brand-50"
                        >
                          <Icon name="edit" />
                        </Link>
                        <button
                          type="button"
                          onClick={() => setToDelete(room)}
                          aria-label={`Delete ${room.name}`}
                          title="Delete"
                          className="flex h-11 w-11 items-center justify-center rounded-lg text-red-700 hover:bg-red-50"
                        >
                          <Icon name="trash" />
                        </button>
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}

      <Dialog
        open={toDelete !== null}
        onClose={() => !deleting && setToDelete(null)}
        labelledBy="delete-room-title"
        describedBy="delete-room-text"
        className="max-w-md"
      >
        <div className="p-6">
          <h2 id="delete-room-title" className="text-lg font-semibold text-stone-900">
            Delete Room
          </h2>
          <p id="delete-room-text" className="mt-2 text-sm text-stone-600">
            This action cannot be undone
          </p>
          <p className="mt-3 rounded-lg bg-stone-100 px-3 py-2 text-sm font-semibold text-stone-900">
            {toDelete?.name}
          </p>
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              onClick={() => setToDelete(null)}
              disabled={deleting}
              className={buttonClass.secondary}
            >
              Cancel
            </button>
            <button
              type="button"
              onClick={() => void confirmDelete()}
              disabled={deleting}
              className={buttonClass.danger}
            >
              {deleting ? 'Deleting...' : 'Delete Room'}
            </button>
          </div>
        </div>
      </Dialog>
    </div>
  )
}
