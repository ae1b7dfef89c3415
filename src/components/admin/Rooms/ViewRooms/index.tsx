'use client'

import Link from 'next/link'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'react-toastify'
import useSWR from 'swr'

import { fetchJson } from '@/components/ui/fetchJson'
import { Icon } from '@/components/ui/Icon'
import { buttonClass } from '@/components/ui/styles'
import { API } from '@/lib/apiRoutes'
import { cn } from '@/lib/cn'
import { MESSAGES } from '@/lib/messages'
import type { ContractRoom } from '@/lib/rooms/contract'
import {
  filterRooms,
  NO_ROOMS_HINT,
  ROOM_FILTERS,
  roomStats,
  type RoomFilter,
} from '@/lib/rooms/filters'

import { swrFetcher } from '@/components/admin/api'
import { PageTitle } from '@/components/admin/PageTitle'
import { DeleteRoomDialog } from './DeleteRoomDialog'
import { RoomsTable } from './RoomsTable'

export const ROOMS_KEY = API.room.all
/** The list reloads 100 ms after a visibility change. */
const RELOAD_AFTER_TOGGLE_MS = 100
const FETCH_ERROR_TOAST_MS = 3000

const fetchRooms = swrFetcher<ContractRoom[]>(MESSAGES.rooms.fetchFailed)

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
      await fetchJson(
        API.room.update(room._id),
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
      await fetchJson(
        API.room.delete(toDelete._id),
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
        <RoomsTable
          rooms={shown}
          busyId={busyId}
          onToggle={(room) => void toggle(room)}
          onDelete={setToDelete}
        />
      )}

      <DeleteRoomDialog
        room={toDelete}
        deleting={deleting}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  )
}
