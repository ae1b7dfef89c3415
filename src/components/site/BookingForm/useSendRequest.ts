'use client'

import { useState } from 'react'

import { fetchJson, FetchError } from '@/components/ui/fetchJson'
import { API } from '@/lib/apiRoutes'
import { bookingRequest as requestText } from '@/lib/messages/bookingRequest'
import type { BookingForm } from '@/lib/validation/booking'
import { bookingRequestLink } from '@/lib/whatsapp'

import type { MoreRoomValue } from './MoreRoom'
import type { OfferedRoom } from './useFreeRooms'

export type Sent = { reference: string | null; whatsappUrl: string }

/** A fresh id per request: the server makes one booking of every send that carries it. */
function newRequestId(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`
}

/**
 * Stores the request, then opens WhatsApp with its reference. The window is opened during the tap,
 * before the answer, so no popup blocker stops it. When storing fails (offline, a server error, a
 * flood limit) WhatsApp still opens, without a reference: a guest is never kept from the house.
 * Only a refusal about the request itself (a room just taken, bad input) keeps WhatsApp closed.
 */
export function useSendRequest(whatsappNumber: string, childAge: number) {
  const [requestId, setRequestId] = useState(newRequestId)
  const [sending, setSending] = useState(false)

  const send = async (
    values: BookingForm,
    room: OfferedRoom,
    more: MoreRoomValue[] = [],
  ): Promise<Sent | FetchError> => {
    const popup = window.open('', '_blank')
    if (popup) popup.opener = null
    const open = (url: string) => {
      if (popup) popup.location.href = url
      else window.open(url, '_blank', 'noopener,noreferrer')
    }
    setSending(true)
    try {
      const answer = await fetchJson<{ reference: string; whatsappUrl: string }>(
        API.bookingRequest,
        {
          method: 'POST',
          body: JSON.stringify({
            ...values,
            requestId,
            ...(more.length && {
              moreRooms: more.map(({ roomId, guests, children }) => ({
                roomId,
                guests,
                children: children ?? '0',
              })),
            }),
          }),
        },
        requestText.requestFailed,
      )
      open(answer.whatsappUrl)
      return answer
    } catch (error) {
      const failure = error as FetchError
      if (failure.status === 400 || failure.status === 409) {
        popup?.close()
        return failure
      }
      const whatsappUrl = bookingRequestLink(whatsappNumber, {
        room: {
          name: room.name,
          regularPrice: room.nightlyPrice,
          discountedPrice: null,
          offer: false,
          total: room.total,
        },
        moreRooms: more.map((extra) => ({
          name: extra.room?.name ?? '',
          guests: extra.guests,
          children: extra.children ?? '0',
          total: extra.room?.total ?? 0,
        })),
        ...values,
        childAge,
      })
      open(whatsappUrl)
      return { reference: null, whatsappUrl }
    } finally {
      setSending(false)
    }
  }

  return { send, sending, reset: () => setRequestId(newRequestId()) }
}
