'use client'

import { toast } from 'react-toastify'
import useSWR, { useSWRConfig } from 'swr'

import { fetchJson, FetchError } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'
import { MESSAGES } from '@/lib/messages'
import type { Booking, Room, RoomBlock } from '@/payload-types'

import { swrFetcher } from '@/components/admin/api'
import { keepOrSend, type ActionDraft } from '@/components/admin/Offline/keepOrSend'
import { PENDING_KEY } from '@/components/admin/Shell/PendingCount'

export type DeskRoom = Pick<
  Room,
  'id' | 'name' | 'regularPrice' | 'discountedPrice' | 'offer' | 'calendarFeeds' | 'housekeeping'
>
type Page<T> = { docs: T[]; totalDocs: number; hasNextPage?: boolean }

const ROOMS_URL = API.rooms(
  'limit=200&depth=0&sort=name&select[name]=true&select[regularPrice]=true' +
    '&select[discountedPrice]=true&select[offer]=true&select[calendarFeeds]=true' +
    '&select[housekeeping]=true',
)

const fetchPage = swrFetcher<Page<never>>(MESSAGES.booking.fetchFailed)

export function useRooms(): DeskRoom[] {
  const { data } = useSWR(ROOMS_URL, fetchPage as (url: string) => Promise<Page<DeskRoom>>)
  return data?.docs ?? []
}

export function useBookingPage(url: string | null) {
  return useSWR(url, fetchPage as (url: string) => Promise<Page<Booking>>, {
    revalidateOnFocus: true,
  })
}

export function useBlockPage(url: string | null) {
  return useSWR(url, fetchPage as (url: string) => Promise<Page<RoomBlock>>)
}

/** Writes through Payload's REST API; every view of bookings, and the sidebar count, reloads after. */
export function useDeskWrite() {
  const { mutate } = useSWRConfig()
  const reloadAll = () =>
    mutate((key) => typeof key === 'string' && /^\/api\/(bookings|room-blocks)/.test(key))

  async function write<T>(
    url: string,
    method: 'POST' | 'PATCH' | 'DELETE',
    body: unknown,
    success: (doc: T) => string,
    failure: string = MESSAGES.booking.saveFailed,
    /** Shows a refusal inside the open form instead of in a toast behind it. */
    onError?: (message: string) => void,
  ) {
    try {
      const answer = await fetchJson<{ doc: T }>(
        url,
        { method, body: body === undefined ? undefined : JSON.stringify(body) },
        failure,
      )
      toast.success(success(answer.doc))
      await Promise.all([reloadAll(), mutate(PENDING_KEY)])
      return answer.doc
    } catch (error) {
      const message = (error as Error).message || failure
      if (onError) onError(message)
      else toast.error(message)
      return null
    }
  }
  /**
   * Posts to one of the desk's own endpoints, which answer `{ booking }`. A refusal is returned,
   * not toasted, so the open dialog shows it where the member of staff is looking.
   */
  async function send(
    url: string,
    body: unknown,
    success: (doc: Booking) => string,
    failure: string = MESSAGES.booking.saveFailed,
  ): Promise<{ booking: Booking } | { error: FetchError }> {
    try {
      const answer = await fetchJson<{ booking: Booking }>(
        url,
        { method: 'POST', body: JSON.stringify(body) },
        failure,
      )
      toast.success(success(answer.booking))
      await Promise.all([reloadAll(), mutate(PENDING_KEY)])
      return answer
    } catch (error) {
      await reloadAll()
      return {
        error: error instanceof FetchError ? error : new FetchError(failure, 0, false),
      }
    }
  }

  /**
   * An action that may wait for the network: a payment, a charge, a check-in or check-out. Sent
   * with its key now when online; offline (or if the network fails under it) kept on the phone
   * and sent later, answered `'kept'`. The stay as saved, or null once a refusal is shown.
   */
  async function act(
    draft: ActionDraft,
    success: (doc: Booking) => string,
    failure: string,
    onError?: (message: string, status: number) => void,
  ): Promise<Booking | 'kept' | null> {
    const result = await keepOrSend(draft, failure)
    if ('kept' in result) {
      toast.info(MESSAGES.outbox.kept)
      return 'kept'
    }
    if ('refused' in result) {
      await reloadAll()
      const { message, status } = result.refused
      if (onError) onError(message || failure, status)
      else toast.error(message || failure)
      return null
    }
    const answer = result.sent as { doc?: Booking; booking?: Booking }
    const doc = answer.booking ?? answer.doc
    if (!doc) return null
    toast.success(success(doc))
    await Promise.all([reloadAll(), mutate(PENDING_KEY)])
    return doc
  }

  return { write, send, act }
}
